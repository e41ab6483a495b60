import { ZArrivalRulesAdminResponse } from '@parkstays/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { pricesKeys } from './keys';

/** GET /api/admin/arrival-rules: Every arrival-day rule, by park, holiday type and nights. */
export async function listArrivalRules(signal?: AbortSignal) {
  return (
    await apiRequest('/api/admin/arrival-rules', { auth: true, schema: ZArrivalRulesAdminResponse, signal })
  ).data;
}

export function listArrivalRulesQueryOptions() {
  return queryOptions({
    queryKey: pricesKeys.arrivalRules(),
    queryFn: ({ signal }) => listArrivalRules(signal),
  });
}

export function useArrivalRules() {
  return useQuery(listArrivalRulesQueryOptions());
}
