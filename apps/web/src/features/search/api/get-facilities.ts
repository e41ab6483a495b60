import { ZFacilitiesResponse } from 'virtual:contract-answers';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readOptions } from '../../../lib/query-options';
import { searchKeys } from './keys';

/** GET /api/facilities: every park facility, for the results' filter panel. */
export async function getFacilities(signal?: AbortSignal) {
  const answer = await apiRequest('/api/facilities', { schema: ZFacilitiesResponse, signal });
  return answer.data;
}

export const getFacilitiesQueryOptions = readOptions(searchKeys.facilities, getFacilities, {
  staleTime: 10 * 60 * 1000,
});

export function useFacilities({ enabled = true } = {}) {
  return useQuery({ ...getFacilitiesQueryOptions(), enabled });
}
