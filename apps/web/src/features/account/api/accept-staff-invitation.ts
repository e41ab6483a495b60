import { type TAcceptStaffInvitationRequest, ZAcceptStaffInvitationResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/storage';

/** POST /api/staff-invitations/accept: 400 naming `token` when the link is used or expired. */
export function acceptStaffInvitation(body: TAcceptStaffInvitationRequest) {
  return apiRequest('/api/staff-invitations/accept', {
    method: 'POST',
    body,
    schema: ZAcceptStaffInvitationResponse,
  });
}

/** Sets the invited member's password and signs them in (for this browser session). */
export function useAcceptStaffInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['account', 'accept-staff-invitation'],
    mutationFn: acceptStaffInvitation,
    onSuccess: (answer) => {
      // Whoever was signed in here before, nothing fetched for them is shown to the new member.
      queryClient.clear();
      sessionStore.setSession({ user: answer.data.user, token: answer.data.bearer_token }, false);
    },
  });
}
