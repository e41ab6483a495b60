import { ZSeasonsResponse } from '@parkstays/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { pricesKeys } from './keys';

/** GET /api/admin/seasons: Seasons that have not ended, earliest first. */
export async function listSeasons(signal?: AbortSignal) {
  return (await apiRequest('/api/admin/seasons', { auth: true, schema: ZSeasonsResponse, signal })).data;
}

export function listSeasonsQueryOptions() {
  return queryOptions({ queryKey: pricesKeys.seasons(), queryFn: ({ signal }) => listSeasons(signal) });
}

export function useSeasons() {
  return useQuery(listSeasonsQueryOptions());
}
