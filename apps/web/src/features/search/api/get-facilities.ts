import { ZFacilitiesResponse } from 'virtual:contract-answers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { searchKeys } from './keys';

/** GET /api/facilities: every park facility, for the results' filter panel. */
export async function getFacilities(signal?: AbortSignal) {
  const answer = await apiRequest('/api/facilities', { schema: ZFacilitiesResponse, signal });
  return answer.data;
}

export function getFacilitiesQueryOptions() {
  return queryOptions({
    queryKey: searchKeys.facilities(),
    queryFn: ({ signal }) => getFacilities(signal),
    staleTime: 10 * 60 * 1000,
  });
}

export function useFacilities({ enabled = true } = {}) {
  return useQuery({ ...getFacilitiesQueryOptions(), enabled });
}
