import { ZParksResponse } from 'virtual:contract-answers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { searchKeys } from './keys';

/** GET /api/parks?booking_type=N: the parks offering a holiday type. */
export async function getParks(bookingType: number, signal?: AbortSignal) {
  const answer = await apiRequest('/api/parks', {
    schema: ZParksResponse,
    query: { booking_type: bookingType },
    signal,
  });
  return answer.data;
}

export function getParksQueryOptions(bookingType: number) {
  return queryOptions({
    queryKey: searchKeys.parks(bookingType),
    queryFn: ({ signal }) => getParks(bookingType, signal),
    // No staleTime (TanStack's default, 0): staff edit the catalogue (issue 16), so each screen
    // that shows it asks again rather than keep an answer for minutes.
  });
}

export function useParks(bookingType: number) {
  return useQuery(getParksQueryOptions(bookingType));
}
