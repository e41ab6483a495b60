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

/**
 * Deletes the account. `forgetSession` then drops the session and everything read with it: the
 * caller says so once it has shown what happened, since a screen for signed-in people goes with it.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationKey: ['privacy', 'delete-account'], mutationFn: deleteAccount });
  const forgetSession = () => {
    sessionStore.clear();
    queryClient.clear();
  };
  return { ...mutation, forgetSession };
}
