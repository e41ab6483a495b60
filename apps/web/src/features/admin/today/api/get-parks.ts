import { ZParksResponse } from '@parkstays/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { todayKeys } from './keys';

/** GET /api/parks: every park, for the desk's park select. */
export async function getParks(signal?: AbortSignal) {
  const answer = await apiRequest('/api/parks', { schema: ZParksResponse, signal });
  return answer.data;
}

export function getParksQueryOptions() {
  return queryOptions({
    queryKey: todayKeys.parks(),
    queryFn: ({ signal }) => getParks(signal),
    staleTime: 5 * 60_000,
  });
}

export function useParks() {
  return useQuery(getParksQueryOptions());
}
