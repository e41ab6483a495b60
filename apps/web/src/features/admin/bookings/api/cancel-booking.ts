import { type TCancelBookingRequest, ZCancelBookingResponse } from '@parkstays/contract';
import { apiRequest } from '../../../../lib/api-client';
import { useMoneyBackMutation } from './refund-booking';

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

export const useCancelBooking = (bookingNo: string) =>
  useMoneyBackMutation('cancel', bookingNo, ({ pence, reason, idempotencyKey }) =>
    cancelBooking(bookingNo, { refund_pence: pence, reason }, idempotencyKey),
  );
