import type { TUser } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionStore } from '../../../lib/storage';
import { accountKeys } from './keys';

/** A change that answers the signed-in user: the profile and the session show the answer at once. */
export function useUserChange<V, A extends { data: TUser }>(
  name: string,
  change: (variables: V) => Promise<A>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['account', name],
    mutationFn: change,
    onSuccess: (answer) => {
      queryClient.setQueryData(accountKeys.user(), answer.data);
      sessionStore.updateUser(answer.data);
    },
  });
}
