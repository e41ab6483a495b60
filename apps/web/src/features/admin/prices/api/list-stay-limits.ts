import { ZStayLimitsResponse } from '@parkstays/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { pricesKeys } from './keys';

/** GET /api/admin/stay-limits: Stay limits that have not ended. */
export async function listStayLimits(signal?: AbortSignal) {
  return (await apiRequest('/api/admin/stay-limits', { auth: true, schema: ZStayLimitsResponse, signal }))
    .data;
}

export function listStayLimitsQueryOptions() {
  return queryOptions({ queryKey: pricesKeys.stayLimits(), queryFn: ({ signal }) => listStayLimits(signal) });
}

export function useStayLimits() {
  return useQuery(listStayLimitsQueryOptions());
}
