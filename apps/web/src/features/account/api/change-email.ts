import { type TChangeEmailRequest, ZChangeEmailResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/storage';
import { accountKeys } from './keys';

/** PUT /api/users/email: a new address (with the password); unconfirmed until its link is opened. */
export function changeEmail(body: TChangeEmailRequest) {
  return apiRequest('/api/users/email', { method: 'PUT', body, auth: true, schema: ZChangeEmailResponse });
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['account', 'change-email'],
    mutationFn: changeEmail,
    onSuccess: (answer) => {
      queryClient.setQueryData(accountKeys.user(), answer.data);
      sessionStore.updateUser(answer.data);
    },
  });
}
