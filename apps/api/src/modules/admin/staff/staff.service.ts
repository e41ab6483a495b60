import {
  STAFF_INVITATION_INVALID_MESSAGE,
  STAFF_INVITE_LINK_HOURS,
  type TAcceptStaffInvitationRequest,
  type TInviteStaffRequest,
  type TSession,
  type TStaffMember,
  type TStaffRole,
} from '@parkstays/contract';
import type { UserAccountRow } from '../../../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../../../http/errors';
import { composeMail, type Mailer } from '../../../mail/mail';
import type { AccountService } from '../../account/account.service';
import { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword } from '../../account/password';
import { newToken, tokenDigest } from '../../account/token';
import type { AuditService } from '../../audit/audit.service';
import { Service } from '../../service';
import type { StaffMemberRow, StaffRepository } from './staff.repository';

const HOUR = 60 * 60_000;

const ROLE_NAMES: Record<TStaffRole, string> = {
  admin: 'an admin',
  reception: 'reception',
  activities: 'activities',
};

export type StaffOptions = {
  repository: StaffRepository;
  audit: Pick<AuditService, 'recordChange'>;
  sessions: Pick<AccountService, 'startSession'>;
  mailer: Mailer;
  publicUrl: string;
  siteName: () => Promise<string>;
  now?: () => Date;
};

/**
 * The park's staff accounts (decision 032, admins): who is on the staff, inviting someone new by an
 * e-mailed link to set their password, and changing or removing a role, each audited in the
 * change's own transaction.
 */
export class StaffService extends Service<StaffOptions> {
  private toMember(row: StaffMemberRow | UserAccountRow): TStaffMember {
    const extra = row as Partial<StaffMemberRow>;
    const expiresAt = extra.invitationExpiresAt ?? null;
    return {
      id: row.id,
      email: row.email,
      first_name: row.firstName,
      last_name: row.lastName,
      role: row.staffRole!,
      last_signed_in_at: extra.lastSignedInAt?.toISOString() ?? null,
      invitation:
        extra.invitationSentAt && expiresAt
          ? {
              sent_at: extra.invitationSentAt.toISOString(),
              expires_at: expiresAt.toISOString(),
              expired: expiresAt <= this.now(),
            }
          : null,
    };
  }

  async list(): Promise<TStaffMember[]> {
    return (await this.options.repository.listStaff()).map((row) => this.toMember(row));
  }

  /**
   * Creates the member's account with the role and no usable password, and e-mails them a
   * single-use link to set one. An address with an account already is refused: a guest's account
   * is never made staff without them, and a member is changed on the list, not invited again.
   */
  async invite(staffUserId: number, input: TInviteStaffRequest): Promise<TStaffMember> {
    const email = input.email.trim().toLowerCase();
    const refuseExisting = (existing: UserAccountRow) =>
      existing.staffRole
        ? conflict(`${email} is on the staff already: change their role on the list.`, 'ALREADY_STAFF')
        : conflict(
            `${email} has a guest or owner account. Staff need an address of their own: invite them with their work e-mail address.`,
            'GUEST_ACCOUNT',
          );
    const existing = await this.options.repository.findByEmail(email);
    if (existing) throw refuseExisting(existing);

    const token = newToken();
    const now = this.now();
    const expiresAt = new Date(now.getTime() + STAFF_INVITE_LINK_HOURS * HOUR);
    const created = await this.options.repository.createInvited(
      { email, firstName: input.first_name, lastName: input.last_name, role: input.role },
      { tokenHash: tokenDigest(token), expiresAt },
      (tx, row) =>
        this.options.audit.recordChange(tx, {
          staffUserId,
          action: 'staff.invite',
          entityType: 'user_account',
          entityId: row.id,
          before: null,
          after: {
            email: row.email,
            first_name: row.firstName,
            last_name: row.lastName,
            role: row.staffRole,
          },
        }),
    );
    if (!created) {
      const raced = await this.options.repository.findByEmail(email);
      throw raced ? refuseExisting(raced) : conflict(`${email} could not be invited. Please try again.`);
    }

    const siteName = await this.options.siteName();
    await this.options.mailer.send(
      composeMail({
        to: email,
        subject: `You are invited to the ${siteName} back office`,
        greeting: `Hello ${created.firstName},`,
        paragraphs: [
          `You have been added to the ${siteName} staff as ${ROLE_NAMES[input.role]}. Open the link below to set your password; you will then be signed in to the back office.`,
          `The link works once and expires in ${STAFF_INVITE_LINK_HOURS} hours. If it expires, ask an admin to invite you again.`,
          'If you were not expecting this, you can ignore this e-mail.',
        ],
        action: { label: 'Set your password', url: `${this.options.publicUrl}/set-password/${token}` },
        siteName,
      }),
    );
    return this.toMember({
      ...created,
      lastSignedInAt: null,
      invitationSentAt: now,
      invitationExpiresAt: expiresAt,
    });
  }

  /** A new role for a member, or null to take them off the staff; an admin cannot give up their own admin role. */
  async changeRole(
    staffUserId: number,
    targetId: number,
    role: TStaffRole | null,
  ): Promise<{ member: TStaffMember | null; message: string }> {
    const after = await this.options.repository.changeRole(
      { callerId: staffUserId, targetId, role, now: this.now() },
      {
        decide: (caller, target) => {
          if (caller?.staffRole !== 'admin') return new HttpError(403, 'Only admins can change staff roles.');
          if (!target?.staffRole) return notFound('No member of staff has that number');
          if (target.id === caller.id && role !== 'admin')
            return conflict(
              'You cannot remove your own admin role. Another admin can change it for you.',
              'OWN_ADMIN_ROLE',
            );
          return undefined;
        },
        record: (tx, before, changed) =>
          this.options.audit.recordChange(tx, {
            staffUserId,
            action: 'staff.role',
            entityType: 'user_account',
            entityId: changed.id,
            before: { role: before.staffRole },
            after: { role: changed.staffRole },
          }),
      },
    );
    const name = `${after.firstName} ${after.lastName}`.trim();
    if (!after.staffRole) return { member: null, message: `${name} is no longer on the staff.` };
    const member = (await this.list()).find((m) => m.id === after.id) ?? this.toMember(after);
    return { member, message: `${name} is now ${ROLE_NAMES[after.staffRole]}.` };
  }

  /** The invitee sets their password from the e-mailed link and is signed in. */
  async acceptInvitation(input: TAcceptStaffInvitationRequest): Promise<TSession> {
    if (isCommonPassword(input.password))
      throw badRequest(COMMON_PASSWORD_MESSAGE, [{ field: 'password', message: COMMON_PASSWORD_MESSAGE }]);
    const row = await this.options.repository.acceptInvitation({
      tokenHash: tokenDigest(input.token),
      passwordHash: await hashPassword(input.password),
      now: this.now(),
    });
    if (!row)
      throw badRequest(STAFF_INVITATION_INVALID_MESSAGE, [
        { field: 'token', message: STAFF_INVITATION_INVALID_MESSAGE },
      ]);
    return this.options.sessions.startSession(row, false);
  }
}
