import { ZStopSellsResponse } from '@parkstays/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { pricesKeys } from './keys';

/** GET /api/admin/stop-sells: Stop-sells whose last night has not passed, soonest first. */
export async function listStopSells(signal?: AbortSignal) {
  return (await apiRequest('/api/admin/stop-sells', { auth: true, schema: ZStopSellsResponse, signal })).data;
}

export function listStopSellsQueryOptions() {
  return queryOptions({ queryKey: pricesKeys.stopSells(), queryFn: ({ signal }) => listStopSells(signal) });
}

export function useStopSells() {
  return useQuery(listStopSellsQueryOptions());
}
