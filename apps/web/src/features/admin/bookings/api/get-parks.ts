import { ZParksResponse } from '@parkstays/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { bookingsKeys } from './keys';

/** GET /api/parks: every park, for the search's park list. */
export async function getParks(signal?: AbortSignal) {
  const answer = await apiRequest('/api/parks', { schema: ZParksResponse, signal });
  return answer.data;
}

export function getParksQueryOptions() {
  return queryOptions({
    queryKey: [...bookingsKeys.all, 'parks'],
    queryFn: ({ signal }) => getParks(signal),
    staleTime: 10 * 60_000,
  });
}

export function useParks() {
  return useQuery(getParksQueryOptions());
}
