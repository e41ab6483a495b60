import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestContext } from './harness';

export const GOOD_CARD = '4929000000006';
export const DECLINED_CARD = '4929602110085639';

/**
 * Card payments as the browser makes them, against the built-in sandbox: a card identifier from
 * the provider, the payment request to us, and the bank's 3-D Secure challenge page.
 */
export function cardPayments(ctx: TestContext) {
  /** What the browser does: a session key from us, then the card straight to the provider. */
  async function cardIdentifier(token: string, cardholderName: string, cardNumber = GOOD_CARD) {
    const key = (await ctx.request({ method: 'GET', url: '/api/payments/session-key', token })).json().data;
    expect(key.cardIdentifiersUrl).toMatch(/\/api\/v1\/card-identifiers$/);
    const card = await ctx.request({
      method: 'POST',
      url: '/api/v1/card-identifiers',
      headers: { authorization: `Bearer ${key.merchantSessionKey}` },
      payload: { cardDetails: { cardholderName, cardNumber, expiryDate: '1230', securityCode: '123' } },
    });
    expect(card.statusCode).toBe(201);
    return {
      merchantSessionKey: key.merchantSessionKey as string,
      cardIdentifier: card.json().cardIdentifier as string,
    };
  }

  function pay(token: string, body: Record<string, unknown>, key: string = randomUUID()) {
    return ctx.request({
      method: 'POST',
      url: '/api/payments',
      token,
      headers: { 'idempotency-key': key },
      payload: {
        customerFirstName: 'Ada',
        customerLastName: 'Byron',
        address1: '1 Quay',
        city: 'Whitby',
        postalCode: 'YO211DH',
        // As the guest does beside the pay button; a test of the refusal sends it false or not at all.
        termsAgreed: true,
        ...body,
      },
    });
  }

  /** Answers the sandbox bank's challenge page, then posts its result to our notification URL. */
  async function answerChallenge(
    sagepay: { acsUrl: string; cReq: string; transactionId: string },
    button: string,
  ) {
    const session = Buffer.from(sagepay.transactionId).toString('base64').replace(/=+$/, '');
    const form = await ctx.request({
      method: 'GET',
      url: `/api/3dsform?acsUrl=${encodeURIComponent(sagepay.acsUrl)}&creq=${encodeURIComponent(sagepay.cReq)}&threeDSSessionData=${session}`,
    });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain(`action="${sagepay.acsUrl}"`);
    const acs = await ctx.request({
      method: 'GET',
      url: `${new URL(sagepay.acsUrl).pathname}?creq=${encodeURIComponent(sagepay.cReq)}&threeDSSessionData=${session}`,
    });
    const chosen = [...acs.body.matchAll(/<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/g)].find((m) =>
      m[2]!.includes(button),
    )!;
    const field = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(chosen[2]!)![1]!;
    expect(new URL(chosen[1]!).pathname).toBe('/api/3dsv2Result');
    const result = await ctx.request({
      method: 'POST',
      url: '/api/3dsv2Result',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        cres: field('cres'),
        threeDSSessionData: field('threeDSSessionData'),
      }).toString(),
    });
    expect(result.statusCode).toBe(200);
    return JSON.parse(
      /data-result="([^"]*)"/
        .exec(result.body)![1]!
        .replaceAll('&quot;', '"')
        .replaceAll('&#39;', "'")
        .replaceAll('&amp;', '&'),
    );
  }

  /** A payment with a fresh card identifier for `cardholder` (the sandbox's scripted outcome). */
  async function payWithCard(
    token: string,
    body: Record<string, unknown>,
    options: { cardholder?: string; cardNumber?: string; key?: string } = {},
  ) {
    const card = await cardIdentifier(token, options.cardholder ?? 'SUCCESSFUL', options.cardNumber);
    return pay(token, { ...card, ...body }, options.key);
  }

  /** Pays stay `id` (`type`, and any other field such as an amount) with a fresh card identifier. */
  function payStay(
    token: string,
    id: number,
    type: string,
    more: Record<string, unknown> = {},
    options: Parameters<typeof payWithCard>[2] = {},
  ) {
    return payWithCard(token, { type, bookingNumber: String(id), ...more }, options);
  }

  return { cardIdentifier, pay, payWithCard, payStay, answerChallenge };
}
