import { type TDeleteAccountRequest, ZDeleteAccountResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/storage';

/** POST /api/privacy/delete-account: the password again; every session of the account ends. */
export function deleteAccount(body: TDeleteAccountRequest) {
  return apiRequest('/api/privacy/delete-account', {
    method: 'POST',
    body,
    auth: true,
    schema: ZDeleteAccountResponse,
  });
}

/** Deletes the account, then forgets the session and everything read with it. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['privacy', 'delete-account'],
    mutationFn: deleteAccount,
    onSuccess: () => {
      sessionStore.clear();
      queryClient.clear();
    },
  });
}
