import { type TCancelBookingRequest, ZCancelBookingResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { invalidateBookings } from './keys';

/** POST /api/admin/bookings/{booking_no}/cancel with the Idempotency-Key of this cancellation. */
export async function cancelBooking(bookingNo: string, body: TCancelBookingRequest, idempotencyKey: string) {
  return apiRequest(`/api/admin/bookings/${encodeURIComponent(bookingNo)}/cancel`, {
    method: 'POST',
    body,
    auth: true,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: ZCancelBookingResponse,
  });
}

export function useCancelBooking(bookingNo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['bookings', 'cancel', bookingNo],
    mutationFn: ({
      pence,
      reason,
      idempotencyKey,
    }: {
      pence: number;
      reason: string;
      idempotencyKey: string;
    }) => cancelBooking(bookingNo, { refund_pence: pence, reason }, idempotencyKey),
    onSettled: () => invalidateBookings(queryClient),
  });
}
