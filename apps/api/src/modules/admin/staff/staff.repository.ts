import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { passwordReset, session, type UserAccountRow, userAccount } from '../../../db/schema';
import { spendLink } from '../../account/account.repository';

type StaffRole = NonNullable<UserAccountRow['staffRole']>;

/** An invited member's password until they set one from the e-mailed link: it matches no password. */
export const INVITED_PASSWORD_HASH = '!invited: set from the e-mailed link';

export type StaffMemberRow = UserAccountRow & {
  lastSignedInAt: Date | null;
  invitationSentAt: Date | null;
  invitationExpiresAt: Date | null;
};

/** The staff's accounts (decision 032): who is on the staff, invitations, and their roles. */
export class StaffRepository {
  constructor(private readonly db: Database) {}

  /** Everyone with a staff role, with their last sign-in and, until they accept, their newest invitation. */
  async listStaff(): Promise<StaffMemberRow[]> {
    const lastSignedIn = this.db
      .select({ userId: session.userId, at: sql<Date>`max(${session.createdAt})`.as('last_signed_in_at') })
      .from(session)
      .groupBy(session.userId)
      .as('last_session');
    const rows = await this.db
      .select({ user: userAccount, lastSignedInAt: lastSignedIn.at })
      .from(userAccount)
      .leftJoin(lastSignedIn, eq(lastSignedIn.userId, userAccount.id))
      .where(isNotNull(userAccount.staffRole))
      .orderBy(asc(userAccount.lastName), asc(userAccount.firstName), asc(userAccount.id));
    const invited = rows
      .filter((row) => row.user.passwordHash === INVITED_PASSWORD_HASH)
      .map((row) => row.user.id);
    const links = invited.length
      ? await this.db
          .select({
            userId: passwordReset.userId,
            sentAt: passwordReset.createdAt,
            expiresAt: passwordReset.expiresAt,
          })
          .from(passwordReset)
          .where(and(inArray(passwordReset.userId, invited), eq(passwordReset.purpose, 'staff_invite')))
          .orderBy(desc(passwordReset.id))
      : [];
    return rows.map(({ user, lastSignedInAt }) => {
      const link = links.find((l) => l.userId === user.id);
      return {
        ...user,
        lastSignedInAt: lastSignedInAt ? new Date(lastSignedInAt) : null,
        invitationSentAt: link?.sentAt ?? null,
        invitationExpiresAt: link?.expiresAt ?? null,
      };
    });
  }

  async findByEmail(email: string) {
    const [row] = await this.db
      .select()
      .from(userAccount)
      .where(sql`lower(${userAccount.email}) = lower(${email})`);
    return row;
  }

  /**
   * Creates an invited member's account (no usable password) and their single-use link, with the
   * audit entry `record` writes, in one transaction. Undefined when the address has an account
   * already (the unique index decides).
   */
  async createInvited(
    values: { email: string; firstName: string; lastName: string; role: StaffRole },
    link: { tokenHash: string; expiresAt: Date },
    record: (tx: Database, created: UserAccountRow) => Promise<void>,
  ): Promise<UserAccountRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(userAccount)
        .values({
          email: values.email,
          firstName: values.firstName,
          lastName: values.lastName,
          passwordHash: INVITED_PASSWORD_HASH,
          countryCode: 'GB',
          staffRole: values.role,
        })
        .onConflictDoNothing()
        .returning();
      if (!created) return undefined;
      await tx.insert(passwordReset).values({
        userId: created.id,
        purpose: 'staff_invite',
        email: created.email,
        tokenHash: link.tokenHash,
        expiresAt: link.expiresAt,
      });
      await record(tx as unknown as Database, created);
      return created;
    });
  }

  /**
   * Changes a member's role (null: off the staff) with both accounts locked, so the caller's own
   * role is read as it is now: `decide` refuses (answering the error) or allows; `record` writes
   * the audit entry in the same transaction. Taken off the staff, their unused invitation dies.
   */
  async changeRole(
    change: { callerId: number; targetId: number; role: StaffRole | null; now: Date },
    rules: {
      decide: (caller: UserAccountRow | undefined, target: UserAccountRow | undefined) => Error | undefined;
      record: (tx: Database, before: UserAccountRow, after: UserAccountRow) => Promise<void>;
    },
  ): Promise<UserAccountRow> {
    return this.db.transaction(async (tx) => {
      const locked = await tx
        .select()
        .from(userAccount)
        .where(inArray(userAccount.id, [change.callerId, change.targetId]))
        .orderBy(asc(userAccount.id))
        .for('update');
      const caller = locked.find((row) => row.id === change.callerId);
      const target = locked.find((row) => row.id === change.targetId);
      const refusal = rules.decide(caller, target);
      if (refusal) throw refusal;
      if (target!.staffRole === change.role) return target!;
      const [after] = await tx
        .update(userAccount)
        .set({ staffRole: change.role, updatedAt: change.now })
        .where(eq(userAccount.id, change.targetId))
        .returning();
      if (change.role === null) {
        await tx
          .update(passwordReset)
          .set({ usedAt: change.now })
          .where(
            and(
              eq(passwordReset.userId, change.targetId),
              eq(passwordReset.purpose, 'staff_invite'),
              isNull(passwordReset.usedAt),
            ),
          );
      }
      await rules.record(tx as unknown as Database, target!, after!);
      return after!;
    });
  }

  /**
   * Spends an invitation link once and sets the member's first password; opening the e-mailed link
   * proves the address. Undefined for an unknown, used or expired link, or a member no longer staff.
   */
  async acceptInvitation(params: { tokenHash: string; passwordHash: string; now: Date }) {
    return this.db.transaction(async (tx) => {
      const userId = await spendLink(
        tx as unknown as Database,
        { tokenHash: params.tokenHash, purpose: 'staff_invite', now: params.now },
        sql`exists (select 1 from ${userAccount} where ${userAccount.id} = ${passwordReset.userId} and ${userAccount.staffRole} is not null)`,
      );
      if (userId === undefined) return undefined;
      const [row] = await tx
        .update(userAccount)
        .set({ passwordHash: params.passwordHash, emailConfirmedAt: params.now, updatedAt: params.now })
        .where(eq(userAccount.id, userId))
        .returning();
      return row;
    });
  }
}
