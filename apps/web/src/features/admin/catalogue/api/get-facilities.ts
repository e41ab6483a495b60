import { ZFacilitiesResponse } from '@parkstays/contract';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../../lib/api-client';
import { readOptions } from '../../../../lib/query-options';
import { catalogueKeys } from './keys';

/** GET /api/facilities: what a park can offer (the park form's checkboxes). */
export function getFacilities(signal?: AbortSignal) {
  return requestData('/api/facilities', { schema: ZFacilitiesResponse, signal });
}

export const getFacilitiesQueryOptions = readOptions(catalogueKeys.facilities, getFacilities);

export function useFacilities() {
  return useQuery(getFacilitiesQueryOptions());
}
