import { type TTakePaymentRequest, ZSessionKeyResponse, ZTakePaymentResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiRequest, NETWORK_ERROR_MESSAGE } from '../../../../lib/api-client';
import { invalidateBookings } from './keys';

/** The card as staff key it in from the guest on the telephone. It goes to the card provider only. */
export type KeyedCard = {
  cardholderName: string;
  cardNumber: string;
  /** MMYY */
  expiryDate: string;
  securityCode: string;
};

const ZCardIdentifier = z.object({ cardIdentifier: z.string().min(1) });
const ZProviderErrors = z.object({
  errors: z
    .array(
      z.object({
        property: z.string().optional(),
        clientMessage: z.string().optional(),
        description: z.string().optional(),
      }),
    )
    .min(1),
});

/** The provider's card property → the dialog's field. */
const CARD_FIELDS: Record<string, keyof KeyedCard> = {
  'cardDetails.cardholderName': 'cardholderName',
  'cardDetails.cardNumber': 'cardNumber',
  'cardDetails.expiryDate': 'expiryDate',
  'cardDetails.securityCode': 'securityCode',
};

/**
 * A merchant session key from us, then the card straight to the provider's card-identifiers
 * (card numbers never reach our API): the single-use identifier the payment is made with.
 */
export async function keyCard(card: KeyedCard) {
  const session = (await apiRequest('/api/payments/session-key', { auth: true, schema: ZSessionKeyResponse }))
    .data;
  let response: Response;
  try {
    response = await fetch(session.cardIdentifiersUrl, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Authorization: `Bearer ${session.merchantSessionKey}`,
      },
      body: JSON.stringify({ cardDetails: card }),
      credentials: 'omit',
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  const json: unknown = await response.json().catch(() => undefined);
  const made = ZCardIdentifier.safeParse(json);
  if (response.ok && made.success) {
    return { merchant_session_key: session.merchantSessionKey, card_identifier: made.data.cardIdentifier };
  }
  const failed = ZProviderErrors.safeParse(json);
  const errors = failed.success
    ? failed.data.errors.map((error) => ({
        field: CARD_FIELDS[error.property ?? ''] ?? '',
        message: error.clientMessage || error.description || 'Check this detail',
      }))
    : [];
  throw new ApiError(
    response.status,
    errors.map((error) => error.message).join('. ') || 'The card processor did not accept the card details.',
    errors.filter((error) => error.field),
  );
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

export function useTakePayment(bookingNo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['bookings', 'take-payment', bookingNo],
    mutationFn: async ({
      card,
      amountPence,
      idempotencyKey,
    }: {
      card: KeyedCard;
      amountPence: number;
      idempotencyKey: string;
    }) => takePayment(bookingNo, { amount_pence: amountPence, ...(await keyCard(card)) }, idempotencyKey),
    onSettled: () => invalidateBookings(queryClient),
  });
}
