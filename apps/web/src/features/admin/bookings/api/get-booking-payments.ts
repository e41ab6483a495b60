import { ZBookingPaymentsResponse } from '@parkstays/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { bookingsKeys } from './keys';

/** GET /api/admin/bookings/{booking_no}/payments: the stay's payments, refunds and totals. */
export async function getBookingPayments(bookingNo: string, signal?: AbortSignal) {
  const answer = await apiRequest(`/api/admin/bookings/${encodeURIComponent(bookingNo)}/payments`, {
    auth: true,
    schema: ZBookingPaymentsResponse,
    signal,
  });
  return answer.data;
}

export const getBookingPaymentsQueryOptions = (bookingNo: string) =>
  queryOptions({
    queryKey: bookingsKeys.money(bookingNo),
    queryFn: ({ signal }) => getBookingPayments(bookingNo, signal),
  });

export function useBookingPayments(bookingNo: string) {
  return useQuery(getBookingPaymentsQueryOptions(bookingNo));
}
