import { type TBookingChange, ZBookingQuoteResponse } from '@parkstays/contract';
import { useMutation } from '@tanstack/react-query';
import { requestData } from '../../../../lib/api-client';

/** POST /api/admin/bookings/{booking_no}/quote: the price of a change, changing nothing. */
export function quoteBookingChange(bookingNo: string, body: TBookingChange) {
  return requestData(`/api/admin/bookings/${encodeURIComponent(bookingNo)}/quote`, {
    method: 'POST',
    body,
    auth: true,
    schema: ZBookingQuoteResponse,
  });
}

export function useQuoteBookingChange(bookingNo: string) {
  return useMutation({
    mutationKey: ['bookings', 'quote', bookingNo],
    mutationFn: (body: TBookingChange) => quoteBookingChange(bookingNo, body),
  });
}
