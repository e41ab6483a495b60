import { ZSessionKeyResponse } from '@parkstays/contract';
import { z } from 'zod';
import { ApiError, NETWORK_ERROR_MESSAGE, requestData } from '../lib/api-client';

/**
 * The card's way to the provider (Opayo Pi protocol), the same for a guest paying and for staff
 * keying a card in on the telephone: a merchant session key from us, then the card straight from
 * the browser to the provider's card-identifiers endpoint (card numbers never reach our API).
 */
export type CardDetails = {
  cardholderName: string;
  /** Digits only. */
  cardNumber: string;
  /** MMYY */
  expiryDate: string;
  securityCode: string;
};

export type CardDetail = keyof CardDetails;

/** The provider's property names → the card's details. */
const CARD_DETAIL_OF: Record<string, CardDetail> = {
  'cardDetails.cardholderName': 'cardholderName',
  'cardDetails.cardNumber': 'cardNumber',
  'cardDetails.expiryDate': 'expiryDate',
  'cardDetails.securityCode': 'securityCode',
};

/** The provider's answers, read only as far as the client needs. */
const ZCardIdentifier = z.object({ cardIdentifier: z.string().min(1) });
const ZProviderError = z.object({
  description: z.string().optional(),
  clientMessage: z.string().optional(),
  property: z.string().optional(),
});
const ZProviderErrors = z.union([
  z.object({ errors: z.array(ZProviderError).min(1) }),
  ZProviderError.transform((error) => ({ errors: [error] })),
]);

/** GET /api/payments/session-key: a merchant session key and where to send the card. */
export function getSessionKey(signal?: AbortSignal) {
  return requestData('/api/payments/session-key', {
    auth: true,
    schema: ZSessionKeyResponse,
    signal,
  });
}

/**
 * POST the card to the provider's card-identifiers endpoint with the merchant session key as the
 * bearer token: the single-use identifier a payment is made with. A refusal throws an ApiError
 * whose message is the provider's words joined ('' when it gave none) and whose `errors` name the
 * card detail each is about (`field` is a CardDetail; `message` may be '': the caller words it).
 */
export async function createCardIdentifier(url: string, merchantSessionKey: string, card: CardDetails) {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Authorization: `Bearer ${merchantSessionKey}`,
      },
      body: JSON.stringify({ cardDetails: card }),
      credentials: 'omit',
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  const json: unknown = await response.json().catch(() => undefined);
  const made = ZCardIdentifier.safeParse(json);
  if (response.ok && made.success) return made.data.cardIdentifier;
  const failed = response.ok ? undefined : ZProviderErrors.safeParse(json);
  const errors = failed?.success ? failed.data.errors : [];
  const words = errors.map((error) => error.clientMessage || error.description || '');
  throw new ApiError(
    response.status,
    words.filter(Boolean).join('. '),
    errors.flatMap((error, index) => {
      const field = CARD_DETAIL_OF[error.property ?? ''];
      return field ? [{ field, message: words[index] ?? '' }] : [];
    }),
  );
}

/** A session key, then the card's identifier: what a card payment is made with. */
export async function keyCard(card: CardDetails) {
  const session = await getSessionKey();
  const cardIdentifier = await createCardIdentifier(
    session.cardIdentifiersUrl,
    session.merchantSessionKey,
    card,
  );
  return { merchantSessionKey: session.merchantSessionKey, cardIdentifier };
}
