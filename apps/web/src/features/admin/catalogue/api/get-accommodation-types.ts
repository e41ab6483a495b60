import { ZAccommodationTypesResponse } from '@parkstays/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { catalogueKeys } from './keys';

/** GET /api/accommodation-types: caravan, lodge, pitch… (the grade form's choice). */
export async function getAccommodationTypes(signal?: AbortSignal) {
  return (await apiRequest('/api/accommodation-types', { schema: ZAccommodationTypesResponse, signal })).data;
}

export function getAccommodationTypesQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.accommodationTypes(),
    queryFn: ({ signal }) => getAccommodationTypes(signal),
  });
}

export function useAccommodationTypes() {
  return useQuery(getAccommodationTypesQueryOptions());
}
