import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { pricesKeys } from './keys';
import { type RuleApi, tableOf } from './rule-api';

/** DELETE /api/admin/<table>/:id: removes a season, arrival-day rule, stay limit or stop-sell. */
export function deleteRule<TRule extends { id: number }>(api: RuleApi<TRule>, id: number) {
  return apiRequest(`${api.path}/${id}`, { method: 'DELETE', auth: true, schema: api.one });
}

export function useDeleteRule<TRule extends { id: number }>(api: RuleApi<TRule>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...pricesKeys.rules(tableOf(api)), 'delete'],
    mutationFn: (id: number) => deleteRule(api, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pricesKeys.all }),
  });
}
