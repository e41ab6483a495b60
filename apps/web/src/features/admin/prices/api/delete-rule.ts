import { apiRequest } from '../../../../lib/api-client';
import { useWrite } from '../../../../lib/write-options';
import { pricesKeys } from './keys';
import { type RuleApi, tableOf } from './rule-api';

/** DELETE /api/admin/<table>/:id: removes a season, arrival-day rule, stay limit or stop-sell. */
export function deleteRule<TRule extends { id: number }>(api: RuleApi<TRule>, id: number) {
  return apiRequest(`${api.path}/${id}`, { method: 'DELETE', auth: true, schema: api.one });
}

export function useDeleteRule<TRule extends { id: number }>(api: RuleApi<TRule>) {
  return useWrite([...pricesKeys.rules(tableOf(api)), 'delete'], (id: number) => deleteRule(api, id), {
    onSuccess: [pricesKeys.all],
  });
}
