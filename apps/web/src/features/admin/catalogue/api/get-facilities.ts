import { ZFacilitiesResponse } from '@parkstays/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { catalogueKeys } from './keys';

/** GET /api/facilities: what a park can offer (the park form's checkboxes). */
export async function getFacilities(signal?: AbortSignal) {
  return (await apiRequest('/api/facilities', { schema: ZFacilitiesResponse, signal })).data;
}

export function getFacilitiesQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.facilities(),
    queryFn: ({ signal }) => getFacilities(signal),
  });
}

export function useFacilities() {
  return useQuery(getFacilitiesQueryOptions());
}
