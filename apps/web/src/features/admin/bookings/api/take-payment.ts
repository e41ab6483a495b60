import { type TTakePaymentRequest, ZTakePaymentResponse } from '@parkstays/contract';
import { ApiError, apiRequest } from '../../../../lib/api-client';
import { useWrite } from '../../../../lib/write-options';
import { type CardDetails, keyCard as keyCardWithProvider } from '../../../../reads/card-identifier';
import { everyBookingKeys } from './keys';

/**
 * The card as staff key it in from the guest on the telephone, to the card provider only (the
 * shared read); a refusal in the desk's words: each detail named, or the whole card refused.
 */
export async function keyCard(card: CardDetails) {
  try {
    const keyed = await keyCardWithProvider(card);
    return { merchant_session_key: keyed.merchantSessionKey, card_identifier: keyed.cardIdentifier };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0) throw error;
    throw new ApiError(
      error.status,
      error.message || 'The card processor did not accept the card details.',
      error.errors.map((detail) => ({ ...detail, message: detail.message || 'Check this detail' })),
    );
  }
}

/** POST /api/admin/bookings/{booking_no}/payments: the telephone payment with this request's key. */
export async function takePayment(bookingNo: string, body: TTakePaymentRequest, idempotencyKey: string) {
  return apiRequest(`/api/admin/bookings/${encodeURIComponent(bookingNo)}/payments`, {
    method: 'POST',
    body,
    auth: true,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: ZTakePaymentResponse,
  });
}

/** A telephone payment: the card keyed, then the payment taken under this attempt's key. */
export type TelephonePayment = { card: CardDetails; amountPence: number; idempotencyKey: string };

export function useTakePayment(bookingNo: string) {
  return useWrite(
    ['bookings', 'take-payment', bookingNo],
    async ({ card, amountPence, idempotencyKey }: TelephonePayment) =>
      takePayment(bookingNo, { amount_pence: amountPence, ...(await keyCard(card)) }, idempotencyKey),
    { onSettled: everyBookingKeys },
  );
}
