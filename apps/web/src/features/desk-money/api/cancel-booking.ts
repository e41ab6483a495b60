import { type TCancelBookingRequest, ZCancelBookingResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

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

/** Cancels, then reloads everything the desk shows (the booking's page reads other queries too). */
export function useCancelBooking(bookingNo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['desk-money', 'cancel', bookingNo],
    mutationFn: ({ body, idempotencyKey }: { body: TCancelBookingRequest; idempotencyKey: string }) =>
      cancelBooking(bookingNo, body, idempotencyKey),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
