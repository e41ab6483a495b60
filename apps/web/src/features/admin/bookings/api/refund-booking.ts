import { type TRefundBookingRequest, ZRefundBookingResponse } from '@parkstays/contract';
import { apiRequest } from '../../../../lib/api-client';
import { useWrite } from '../../../../lib/write-options';
import { everyBookingKeys } from './keys';

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

/** Money back to the guest's card: how much and why, sent under this attempt's Idempotency-Key. */
export type MoneyBack = { pence: number; reason: string; idempotencyKey: string };

/** A mutation that gives money back (a refund, or a cancellation's), then reloads the section. */
export function useMoneyBackMutation<TAnswer>(
  name: string,
  bookingNo: string,
  send: (moneyBack: MoneyBack) => Promise<TAnswer>,
) {
  return useWrite(['bookings', name, bookingNo], send, { onSettled: everyBookingKeys });
}

export const useRefundBooking = (bookingNo: string) =>
  useMoneyBackMutation('refund', bookingNo, ({ pence, reason, idempotencyKey }) =>
    refundBooking(bookingNo, { amount_pence: pence, reason }, idempotencyKey),
  );
