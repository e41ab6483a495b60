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
    mutationFn: ({ body, idempotencyKey }: { body: TRefundBookingRequest; idempotencyKey: string }) =>
      refundBooking(bookingNo, body, idempotencyKey),
    onSettled: () => invalidateBookings(queryClient),
  });
}
