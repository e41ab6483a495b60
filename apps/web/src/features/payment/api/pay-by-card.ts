import type { TPaymentRequest } from '@parkstays/contract';
import { useMutation } from '@tanstack/react-query';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { type CardDetails, keyCard } from '../../../reads/card-identifier';
import type { CardAnswer } from '../payment-status';
import { createPayment } from './create-payment';
import { getSca } from './get-sca';

/** The payment request without what the card flow itself fills in (keys, card identifier, browser). */
export type PaymentOrder = Omit<
  TPaymentRequest,
  | 'merchantSessionKey'
  | 'cardIdentifier'
  | 'browserJavascriptEnabled'
  | 'browserLanguage'
  | 'browserColorDepth'
  | 'browserScreenHeight'
  | 'browserScreenWidth'
  | 'browserTZ'
  | 'browserUserAgent'
  | 'challengeWindowSize'
  | 'transType'
  | 'website'
>;

export type CardPaymentOutcome =
  /** The provider took the payment (status code 0000). */
  | { kind: 'finished'; paymentId: number }
  /** The bank wants a 3-D Secure challenge: show `src` in an iframe and wait for its result. */
  | { kind: 'challenge'; src: string; transactionId: string }
  /** Declined, not taken, refunded or still being checked: the provider's answer and the server's words. */
  | { kind: 'failed'; answer: CardAnswer; message: string | undefined };

/** What 3-D Secure wants to know about the browser (docs/product.md, "Payment and 3-D Secure"). */
export function browserDetails() {
  return {
    browserJavascriptEnabled: true,
    browserLanguage: navigator.language || 'en-GB',
    browserColorDepth: window.screen?.colorDepth ?? 24,
    browserScreenHeight: window.screen?.height ?? window.innerHeight,
    browserScreenWidth: window.screen?.width ?? window.innerWidth,
    browserTZ: new Date().getTimezoneOffset(),
    browserUserAgent: navigator.userAgent.slice(0, 500),
    challengeWindowSize: 'FullScreen',
    transType: 'GoodsAndServicePurchase',
    website: window.location.origin,
  } satisfies Partial<TPaymentRequest>;
}

/** GET {api}/3dsform in an iframe: it posts the challenge request to the bank's ACS page. */
export function challengeFormUrl(acsUrl: string, cReq: string, transactionId: string) {
  const params = new URLSearchParams({
    acsUrl,
    creq: cReq,
    threeDSNotificationUrl: `${window.location.origin}/api/3dsv2Result`,
    threeDSSessionData: btoa(transactionId).replace(/=+$/, ''),
  });
  return `/api/3dsform?${params}`;
}

/**
 * The card payment order (docs/product.md, "Payment and 3-D Secure"): a merchant session key, the card to the provider for a
 * card identifier, the strong-customer-authentication details, then the payment itself.
 */
export async function payByCard(card: CardDetails, order: PaymentOrder): Promise<CardPaymentOutcome> {
  const { merchantSessionKey, cardIdentifier } = await keyCard(card);
  const sca = await getSca();
  const body: TPaymentRequest & { browserIP: string; browserAcceptHeader: string } = {
    ...order,
    merchantSessionKey,
    cardIdentifier,
    ...browserDetails(),
    browserIP: sca.browserIP,
    browserAcceptHeader: sca.browserAcceptHeader,
  };
  const answer = await createPayment(body, newIdempotencyKey());
  const result = answer.data.sagepay_response;
  // 0000 with success false is money taken and given back (a late payment): not finished.
  if (result.statusCode === '0000' && answer.success && result.status !== 'Refunded')
    return { kind: 'finished', paymentId: answer.data.payment_id };
  if ((result.status === '3DAuth' || result.statusCode === '2007') && result.acsUrl && result.cReq) {
    const transactionId = result.transactionId ?? '';
    return {
      kind: 'challenge',
      src: challengeFormUrl(result.acsUrl, result.cReq, transactionId),
      transactionId,
    };
  }
  return { kind: 'failed', answer: result, message: answer.message || undefined };
}

export function usePayByCard() {
  return useMutation({
    mutationKey: ['payments', 'pay-by-card'],
    mutationFn: ({ card, order }: { card: CardDetails; order: PaymentOrder }) => payByCard(card, order),
  });
}
