import { ZDeskBookingResponse } from '@parkstays/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { bookingsKeys } from './keys';

/** GET /api/admin/bookings/{booking_no}: a stay as reception's booking page shows it. */
export async function getDeskBooking(bookingNo: string, signal?: AbortSignal) {
  const answer = await apiRequest(`/api/admin/bookings/${encodeURIComponent(bookingNo)}`, {
    auth: true,
    schema: ZDeskBookingResponse,
    signal,
  });
  return answer.data;
}

export function getDeskBookingQueryOptions(bookingNo: string) {
  return queryOptions({
    queryKey: bookingsKeys.booking(bookingNo),
    queryFn: ({ signal }) => getDeskBooking(bookingNo, signal),
  });
}

export function useDeskBooking(bookingNo: string) {
  return useQuery(getDeskBookingQueryOptions(bookingNo));
}
