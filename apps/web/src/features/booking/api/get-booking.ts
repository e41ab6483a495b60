import { ZBookingResponse } from '@parkstays/contract';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client';
import { readOptions } from '../../../lib/query-options';
import { bookingKeys } from './keys';

/** GET /api/bookings/{id}: the booking and its eliteData record (404 for someone else's). */
export function getBooking(id: number | string, signal?: AbortSignal) {
  return requestData(`/api/bookings/${encodeURIComponent(String(id))}`, {
    auth: true,
    schema: ZBookingResponse,
    signal,
  });
}

export const getBookingQueryOptions = readOptions(bookingKeys.detail, getBooking, { staleTime: 0 });

export function useBooking(id: number | string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getBookingQueryOptions(id), enabled });
}
