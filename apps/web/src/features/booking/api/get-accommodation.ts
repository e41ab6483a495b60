import { ZAccommodationResponse } from '@parkstays/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { bookingKeys } from './keys';

/** GET /api/accommodations/{id}: one grade, by id or grade code. */
export async function getAccommodation(idOrCode: string, signal?: AbortSignal) {
  const answer = await apiRequest(`/api/accommodations/${encodeURIComponent(idOrCode)}`, {
    schema: ZAccommodationResponse,
    signal,
  });
  return answer.data;
}

export function getAccommodationQueryOptions(idOrCode: string) {
  return queryOptions({
    queryKey: bookingKeys.accommodation(idOrCode),
    queryFn: ({ signal }) => getAccommodation(idOrCode, signal),
    // No staleTime (TanStack's default, 0): staff edit the catalogue (issue 16), so each screen
    // that shows it asks again rather than keep an answer for minutes.
  });
}

export function useAccommodation(idOrCode: string) {
  return useQuery(getAccommodationQueryOptions(idOrCode));
}
