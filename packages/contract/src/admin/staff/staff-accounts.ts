import { z } from 'zod';
import { ZSession } from '../../account/login';
import { ZEmail, ZPassword } from '../../account/user-fields';
import { ZSuccess, ZSuccessWithMessage } from '../../common/api-error';
import { requiredText } from '../../common/text';
import { ZStaffRole } from './staff-role';

/** How long a staff invitation's link works. */
export const STAFF_INVITE_LINK_HOURS = 72;

/** A member of staff as admins see them on the Staff screen. */
export const ZStaffMember = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: ZStaffRole,
  /** The last time they signed in, when known (null: never, or their invitation is pending). */
  last_signed_in_at: z.string().nullable(),
  /** An invitation not yet accepted: when it was sent and when its link expires. */
  invitation: z.object({ sent_at: z.string(), expires_at: z.string(), expired: z.boolean() }).nullable(),
});
export type TStaffMember = z.infer<typeof ZStaffMember>;

/** GET api/admin/staff (admins) */
export const ZStaffListResponse = ZSuccess(z.array(ZStaffMember));
export type TStaffListResponse = z.infer<typeof ZStaffListResponse>;

/** POST api/admin/staff/invitations (admins) */
export const ZInviteStaffRequest = z.object({
  email: ZEmail,
  first_name: requiredText('first name', 50),
  last_name: requiredText('last name', 50),
  role: ZStaffRole,
});
export type TInviteStaffRequest = z.infer<typeof ZInviteStaffRequest>;

export const ZInviteStaffResponse = ZSuccessWithMessage(ZStaffMember);
export type TInviteStaffResponse = z.infer<typeof ZInviteStaffResponse>;

/** PATCH api/admin/staff/:id (admins): a new role, or null to take them off the staff. */
export const ZStaffMemberParams = z.object({
  id: z.coerce
    .number({ error: 'id must be a whole number' })
    .int('id must be a whole number')
    .min(1, 'id must be a whole number')
    .max(2_147_483_647, 'id is too large'),
});
export const ZChangeStaffRoleRequest = z.object({ role: ZStaffRole.nullable() });
export type TChangeStaffRoleRequest = z.infer<typeof ZChangeStaffRoleRequest>;

/** Answers the member with their new role; null once they are no longer staff. */
export const ZChangeStaffRoleResponse = ZSuccessWithMessage(ZStaffMember.nullable());
export type TChangeStaffRoleResponse = z.infer<typeof ZChangeStaffRoleResponse>;

/** POST api/staff-invitations/accept: the invitee sets their password and is signed in. */
export const ZAcceptStaffInvitationRequest = z.object({
  token: z.string({ error: 'The link is not valid' }).trim().min(1, 'The link is not valid').max(200),
  password: ZPassword,
});
export type TAcceptStaffInvitationRequest = z.infer<typeof ZAcceptStaffInvitationRequest>;

export const STAFF_INVITATION_INVALID_MESSAGE =
  'This link has expired or has already been used. Please ask an admin to invite you again.';

export const ZAcceptStaffInvitationResponse = ZSuccessWithMessage(ZSession);
export type TAcceptStaffInvitationResponse = z.infer<typeof ZAcceptStaffInvitationResponse>;
