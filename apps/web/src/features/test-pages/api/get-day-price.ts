import { type TFindAvailabilityResponse, ZFindAvailabilityResponse } from '@parkstays/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { testPagesKeys } from './keys';

export type DayPriceQuery = {
  parkCode: string;
  bookingType: number;
  nights: number;
  /** The arrival day, yyyy-mm-dd. */
  date: string;
  adults: number;
};

/** The lowest price (pence) of the grades with a free unit for a stay starting that day; null if none. */
export function lowestPrice(answer: TFindAvailabilityResponse, date: string): number | null {
  let lowest: number | null = null;
  for (const row of answer.data) {
    if (row.arrival_date.slice(0, 10) !== date || row.available_count <= 0) continue;
    if (lowest === null || row.price_pence < lowest) lowest = row.price_pence;
  }
  return lowest;
}

function isAbort(error: unknown) {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * GET /api/find-availability (booking_type, park_code, arrival_date, no_of_nights, no_of_adults) for one arrival day, reduced to that day's lowest price. A failure
 * other than an abort is logged and rethrown; the calendar shows that day as unavailable.
 */
export async function getDayPrice(query: DayPriceQuery, signal?: AbortSignal): Promise<number | null> {
  try {
    const answer = await apiRequest('/api/find-availability', {
      schema: ZFindAvailabilityResponse,
      query: {
        booking_type: query.bookingType,
        park_code: query.parkCode,
        arrival_date: query.date,
        no_of_nights: query.nights,
        no_of_adults: query.adults,
      },
      signal,
    });
    return lowestPrice(answer, query.date);
  } catch (error) {
    if (!isAbort(error) && !signal?.aborted) {
      console.warn(`Test calendar: no availability for ${query.date} (${query.nights} nights)`, error);
    }
    throw error;
  }
}

/**
 * One query per visible bookable day. TanStack Query hands each call its AbortSignal: when the
 * month or the duration changes, the days no longer shown lose their observers and their
 * calls are aborted.
 */
export function getDayPriceQueryOptions(query: DayPriceQuery) {
  return queryOptions({
    queryKey: testPagesKeys.dayPrice(query.parkCode, query.bookingType, query.nights, query.date),
    queryFn: ({ signal }) => getDayPrice(query, signal),
    // Asked again whenever shown: staff may have changed a price.
    staleTime: 0,
    retry: false,
  });
}
