import { ZAccommodationTypesResponse } from '@parkstays/contract';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../../lib/api-client';
import { readOptions } from '../../../../lib/query-options';
import { catalogueKeys } from './keys';

/** GET /api/accommodation-types: caravan, lodge, pitch… (the grade form's choice). */
export function getAccommodationTypes(signal?: AbortSignal) {
  return requestData('/api/accommodation-types', { schema: ZAccommodationTypesResponse, signal });
}

export const getAccommodationTypesQueryOptions = readOptions(
  catalogueKeys.accommodationTypes,
  getAccommodationTypes,
);

export function useAccommodationTypes() {
  return useQuery(getAccommodationTypesQueryOptions());
}
