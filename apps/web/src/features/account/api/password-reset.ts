import { type TPasswordResetRequest, ZPasswordResetResponse } from '@parkstays/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/users/password-reset: 400 with a message when the link is invalid, expired or used. */
export function passwordReset(body: TPasswordResetRequest) {
  return apiRequest('/api/users/password-reset', { method: 'POST', body, schema: ZPasswordResetResponse });
}

export function usePasswordReset() {
  return useMutation({ mutationKey: ['account', 'password-reset'], mutationFn: passwordReset });
}
