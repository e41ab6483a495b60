import { ZMessageResponse } from 'virtual:contract-answers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/storage';
import { accountKeys } from './keys';

/** POST /api/logout: revokes the bearer token. */
export function logout() {
  return apiRequest('/api/logout', { method: 'POST', auth: true, schema: ZMessageResponse });
}

/** Logs out on the server, then (whatever it answered) clears both stores and cached account data. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['account', 'logout'],
    mutationFn: logout,
    onSettled: () => {
      sessionStore.clear();
      queryClient.removeQueries({ queryKey: accountKeys.all });
    },
  });
}
