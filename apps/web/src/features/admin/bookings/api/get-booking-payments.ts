import { ZBookingPaymentsResponse } from '@parkstays/contract';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../../lib/api-client';
import { readOptions } from '../../../../lib/query-options';
import { bookingsKeys } from './keys';

/** GET /api/admin/bookings/{booking_no}/payments: the stay's payments, refunds and totals. */
export function getBookingPayments(bookingNo: string, signal?: AbortSignal) {
  return requestData(`/api/admin/bookings/${encodeURIComponent(bookingNo)}/payments`, {
    auth: true,
    schema: ZBookingPaymentsResponse,
    signal,
  });
}

export const getBookingPaymentsQueryOptions = readOptions(bookingsKeys.money, getBookingPayments);

export function useBookingPayments(bookingNo: string) {
  return useQuery(getBookingPaymentsQueryOptions(bookingNo));
}
