import { type TInviteStaffRequest, ZInviteStaffResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'staff', 'invite'],
    mutationFn: inviteStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
