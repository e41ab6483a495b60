import { type TBookingChange, ZBookingQuoteResponse } from '@parkstays/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

/** POST /api/admin/bookings/{booking_no}/quote: the price of a change, changing nothing. */
export async function quoteBookingChange(bookingNo: string, body: TBookingChange) {
  const answer = await apiRequest(`/api/admin/bookings/${encodeURIComponent(bookingNo)}/quote`, {
    method: 'POST',
    body,
    auth: true,
    schema: ZBookingQuoteResponse,
  });
  return answer.data;
}

export function useQuoteBookingChange(bookingNo: string) {
  return useMutation({
    mutationKey: ['bookings', 'quote', bookingNo],
    mutationFn: (body: TBookingChange) => quoteBookingChange(bookingNo, body),
  });
}
