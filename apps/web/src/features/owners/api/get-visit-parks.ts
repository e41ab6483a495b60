import { ZParksResponse } from '@parkstays/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ownerKeys } from './keys';

/** GET /api/parks?show_owner_only=1: the parks that have owners, for planning a visit. */
export async function getVisitParks(signal?: AbortSignal) {
  const answer = await apiRequest('/api/parks', {
    schema: ZParksResponse,
    query: { show_owner_only: 1 },
    signal,
  });
  return answer.data;
}

export function getVisitParksQueryOptions() {
  return queryOptions({
    queryKey: ownerKeys.visitParks(),
    queryFn: ({ signal }) => getVisitParks(signal),
    staleTime: 10 * 60 * 1000,
  });
}

export function useVisitParks({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getVisitParksQueryOptions(), enabled });
}
