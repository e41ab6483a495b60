import { ZArrivalDaysResponse } from 'virtual:contract-answers';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readOptions } from '../../../lib/query-options';
import { searchKeys } from './keys';

/**
 * GET /api/arrival-days: the weekdays no park searched lets a stay of this length start on, and
 * the sentence saying when stays start. Staff change the rules in the back office, so this is
 * asked again whenever the search bar is shown (and the API lets no HTTP cache keep it).
 */
export async function getArrivalDays(
  bookingType: number,
  parkCode: string,
  nights: number,
  signal?: AbortSignal,
) {
  const answer = await apiRequest('/api/arrival-days', {
    schema: ZArrivalDaysResponse,
    query: { booking_type: bookingType, park_code: parkCode, no_of_nights: nights },
    signal,
  });
  return answer.data;
}

// The query client's staleTime (0) asks again whenever shown; an error (a 4xx is not asked
// again) closes no day: the search itself offers only what is on sale.
export const getArrivalDaysQueryOptions = readOptions(searchKeys.arrivalDays, getArrivalDays);

export function useArrivalDays(bookingType: number, parkCode: string, nights: number) {
  return useQuery(getArrivalDaysQueryOptions(bookingType, parkCode, nights));
}
