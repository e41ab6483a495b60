import { type TInviteStaffRequest, ZInviteStaffResponse } from '@parkstays/contract';
import { apiRequest } from '../../../../lib/api-client';
import { useWrite } from '../../../../lib/write-options';
import { staffKeys } from './keys';

/** POST /api/admin/staff/invitations: 409 GUEST_ACCOUNT or ALREADY_STAFF for an address in use. */
export function inviteStaff(body: TInviteStaffRequest) {
  return apiRequest('/api/admin/staff/invitations', {
    method: 'POST',
    auth: true,
    body,
    schema: ZInviteStaffResponse,
  });
}

export function useInviteStaff() {
  return useWrite(['admin', 'staff', 'invite'], inviteStaff, { onSuccess: [staffKeys.all] });
}
