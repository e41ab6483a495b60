import { ZBookingsResponse } from '@parkstays/contract';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client';
import { readOptions } from '../../../lib/query-options';
import { bookingKeys } from './keys';

/** Current bookings are polled every 20 seconds (docs/product.md, "My Bookings and View booking"). */
export const BOOKINGS_REFRESH_MS = 20_000;

/** GET /api/bookings: the signed-in user's bookings. */
export function getBookings(signal?: AbortSignal) {
  return requestData('/api/bookings', { auth: true, schema: ZBookingsResponse, signal });
}

export const getBookingsQueryOptions = readOptions(bookingKeys.list, getBookings, {
  refetchInterval: BOOKINGS_REFRESH_MS,
});

export function useBookings() {
  return useQuery(getBookingsQueryOptions());
}
