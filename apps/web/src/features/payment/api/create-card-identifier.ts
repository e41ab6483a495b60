import { z } from 'zod';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';

export type CardDetails = {
  cardholderName: string;
  /** Digits only. */
  cardNumber: string;
  /** MMYY */
  expiryDate: string;
  securityCode: string;
};

/** The card provider's answers (Opayo Pi protocol), read only as far as the client needs. */
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

/** The property names the provider uses → the card form's fields. */
export const CARD_PROPERTY_FIELDS = {
  'cardDetails.cardholderName': 'name',
  'cardDetails.cardNumber': 'cardNumber',
  'cardDetails.expiryDate': 'expiryDate',
  'cardDetails.securityCode': 'securityCode',
} as const;

/**
 * POST the card to the provider's card-identifiers endpoint, straight from the browser (card
 * numbers never reach our API), with the merchant session key as the bearer token.
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
  if (response.ok) {
    const parsed = ZCardIdentifier.safeParse(json);
    if (parsed.success) return parsed.data.cardIdentifier;
    throw new ApiError(response.status, '');
  }
  const failed = ZProviderErrors.safeParse(json);
  if (!failed.success) throw new ApiError(response.status, '');
  const errors = failed.data.errors.map((error) => ({
    field: CARD_PROPERTY_FIELDS[error.property as keyof typeof CARD_PROPERTY_FIELDS] ?? error.property ?? '',
    message: error.clientMessage || error.description || '',
  }));
  throw new ApiError(
    response.status,
    errors
      .map((error) => error.message)
      .filter(Boolean)
      .join('. '),
    errors.filter((error) => error.field && error.message),
  );
}
