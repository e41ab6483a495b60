import { ZBookingResponse } from '@parkstays/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { bookingKeys } from './keys';

/** GET /api/bookings/{id}: the booking and its eliteData record (404 for someone else's). */
export async function getBooking(id: number | string, signal?: AbortSignal) {
  const answer = await apiRequest(`/api/bookings/${encodeURIComponent(String(id))}`, {
    auth: true,
    schema: ZBookingResponse,
    signal,
  });
  return answer.data;
}

export function getBookingQueryOptions(id: number | string) {
  return queryOptions({
    queryKey: bookingKeys.detail(id),
    queryFn: ({ signal }) => getBooking(id, signal),
    staleTime: 0,
  });
}

export function useBooking(id: number | string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getBookingQueryOptions(id), enabled });
}
