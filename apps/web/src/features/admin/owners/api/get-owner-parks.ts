import { ZParksResponse } from '@parkstays/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { ownersKeys } from './keys';

/** GET /api/parks?show_owner_only=1: the parks where owners keep holiday homes. */
export async function getOwnerParks(signal?: AbortSignal) {
  const answer = await apiRequest('/api/parks', {
    schema: ZParksResponse,
    query: { show_owner_only: 1 },
    signal,
  });
  return answer.data;
}

export function getOwnerParksQueryOptions() {
  return queryOptions({
    queryKey: ownersKeys.parks(),
    queryFn: ({ signal }) => getOwnerParks(signal),
    staleTime: 10 * 60_000,
  });
}

export function useOwnerParks() {
  return useQuery(getOwnerParksQueryOptions());
}
