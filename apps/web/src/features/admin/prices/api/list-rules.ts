import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { pricesKeys } from './keys';
import { type RuleApi, tableOf } from './rule-api';

type Rule = { id: number };

/** GET /api/admin/<table>: a rule table's rows (seasons, arrival-day rules, stay limits, stop-sells). */
export async function listRules<TRule extends Rule>(api: RuleApi<TRule>, signal?: AbortSignal) {
  return (await apiRequest(api.path, { auth: true, schema: api.list, signal })).data;
}

export function listRulesQueryOptions<TRule extends Rule>(api: RuleApi<TRule>) {
  return queryOptions({
    queryKey: pricesKeys.rules(tableOf(api)),
    queryFn: ({ signal }) => listRules(api, signal),
  });
}

export function useRules<TRule extends Rule>(api: RuleApi<TRule>) {
  return useQuery(listRulesQueryOptions(api));
}
