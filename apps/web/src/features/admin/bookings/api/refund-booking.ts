import { type TRefundBookingRequest, ZRefundBookingResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { invalidateBookings } from './keys';

/** POST /api/admin/bookings/{booking_no}/refunds with the Idempotency-Key of this one refund. */
export async function refundBooking(bookingNo: string, body: TRefundBookingRequest, idempotencyKey: string) {
  return apiRequest(`/api/admin/bookings/${encodeURIComponent(bookingNo)}/refunds`, {
    method: 'POST',
    body,
    auth: true,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: ZRefundBookingResponse,
  });
}

export function useRefundBooking(bookingNo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['bookings', 'refund', bookingNo],
    mutationFn: ({
      pence,
      reason,
      idempotencyKey,
    }: {
      pence: number;
      reason: string;
      idempotencyKey: string;
    }) => refundBooking(bookingNo, { amount_pence: pence, reason }, idempotencyKey),
    onSettled: () => invalidateBookings(queryClient),
  });
}
