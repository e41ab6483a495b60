import { type TConfirmEmailRequest, ZConfirmEmailResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/storage';
import { accountKeys } from './keys';
import { ping } from './ping';

/** POST /api/users/confirm-email: spends the link e-mailed to the address (no sign-in needed). */
export function confirmEmail(body: TConfirmEmailRequest) {
  return apiRequest('/api/users/confirm-email', { method: 'POST', body, schema: ZConfirmEmailResponse });
}

/** Confirms, then refreshes the signed-in user (if any) so the "confirm your e-mail" notice goes. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['account', 'confirm-email'],
    mutationFn: confirmEmail,
    onSuccess: async () => {
      const token = sessionStore.getToken();
      if (!token) return;
      try {
        const answer = await ping(token);
        if (sessionStore.getToken() === token) sessionStore.updateUser(answer.user);
      } catch {
        // The next session check after a navigation brings the user up to date.
      }
      await queryClient.invalidateQueries({ queryKey: accountKeys.user() });
    },
  });
}
