import { ZAccommodationResponse } from '@parkstays/contract';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client';
import { readOptions } from '../../../lib/query-options';
import { bookingKeys } from './keys';

/** GET /api/accommodations/{id}: one grade, by id or grade code. */
export function getAccommodation(idOrCode: string, signal?: AbortSignal) {
  return requestData(`/api/accommodations/${encodeURIComponent(idOrCode)}`, {
    schema: ZAccommodationResponse,
    signal,
  });
}

// No staleTime (TanStack's default, 0): staff edit the catalogue, so each screen
// that shows it asks again rather than keep an answer for minutes.
export const getAccommodationQueryOptions = readOptions(bookingKeys.accommodation, getAccommodation);

export function useAccommodation(idOrCode: string) {
  return useQuery(getAccommodationQueryOptions(idOrCode));
}
