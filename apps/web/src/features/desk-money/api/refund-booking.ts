import { type TRefundBookingRequest, ZRefundBookingResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

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
    mutationKey: ['desk-money', 'refund', bookingNo],
    mutationFn: ({ body, idempotencyKey }: { body: TRefundBookingRequest; idempotencyKey: string }) =>
      refundBooking(bookingNo, body, idempotencyKey),
    // Everything on show is reloaded: the booking's page shows the balance, the e-mails sent and
    // the history from other features' queries, and this feature cannot name their keys.
    onSettled: () => queryClient.invalidateQueries(),
  });
}
