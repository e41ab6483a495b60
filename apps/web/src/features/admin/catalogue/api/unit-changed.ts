import type { TAdminUnitResponse } from '@parkstays/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueKeys } from './keys';

/** After a unit changes: its grade (with its units) and the list's counts are read again. */
export function unitChanged(queryClient: QueryClient, answer: TAdminUnitResponse) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: catalogueKeys.grade(answer.data.grade_id) }),
    queryClient.invalidateQueries({ queryKey: catalogueKeys.grades() }),
  ]);
}

/** A mutation of one unit that refreshes what shows it. */
export function useUnitMutation<V>(name: string, mutationFn: (variables: V) => Promise<TAdminUnitResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['catalogue', name],
    mutationFn,
    onSuccess: (answer) => unitChanged(queryClient, answer),
  });
}
