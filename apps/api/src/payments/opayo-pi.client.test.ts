import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../test/harness';
import { ownCardSandboxContext, SANDBOX_REPORTING } from '../test/own-card-sandbox';
import { type CardPaymentRequest, type CardProvider, CardProviderUnavailableError } from './card-provider';
import { SANDBOX_TEST_CARDS } from './card-sandbox.cards';
import { createCardProvider } from './create-card-provider';
import { injectFetch } from './inject-fetch';
import { OpayoPiClient, OpayoPiRequestError } from './opayo-pi.client';

const KEY = 'client-test-key';
const PASSWORD = 'client-test-password';
const VENDOR = 'brackenbayclient';

let ctx: TestContext;
let baseUrl = '';
let client: OpayoPiClient;
beforeAll(async () => {
  ctx = await ownCardSandboxContext({
    integrationKey: KEY,
    integrationPassword: PASSWORD,
    vendorName: VENDOR,
    publicUrl: () => baseUrl,
  });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  client = new OpayoPiClient(`${baseUrl}/api/v1`, KEY, PASSWORD, VENDOR);
});
afterAll(() => ctx.close());

const expiry = `12${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
let count = 0;

async function paymentFor(
  cardholderName: string,
  cardNumber: string = SANDBOX_TEST_CARDS.visa,
  provider: CardProvider = client,
) {
  const { merchantSessionKey, expiry: keyExpiry } = await provider.createMerchantSessionKey();
  expect(new Date(keyExpiry).getTime()).toBeGreaterThan(Date.now());
  // In production the browser makes the card identifier; the card number never reaches our API.
  const { cardIdentifier, cardType } = await provider.createCardIdentifier(merchantSessionKey, {
    cardDetails: { cardholderName, cardNumber, expiryDate: expiry, securityCode: '123' },
  });
  expect(cardType).toBe('Visa');
  count += 1;
  const request: CardPaymentRequest = {
    merchantSessionKey,
    cardIdentifier,
    vendorTxCode: `CLIENT-${Date.now()}-${count}`,
    amount: 5_000,
    description: 'Deposit for a lodge stay',
    customerFirstName: 'Alex',
    customerLastName: "O'Neill",
    billingAddress: { address1: '1 Beach Road', city: 'Filey', postalCode: 'YO14 9AA', country: 'GB' },
    strongCustomerAuthentication: {
      notificationURL: `${baseUrl}/api/payments/3ds-notification`,
      browserIP: '198.51.100.4',
      browserAcceptHeader: 'text/html',
      browserJavascriptEnabled: true,
      browserLanguage: 'en-GB',
      browserUserAgent: 'Mozilla/5.0 (test)',
      challengeWindowSize: 'Medium',
      transType: 'GoodsAndServicePurchase',
    },
  };
  return request;
}

/** What the shopper's browser does: open the ACS page and press a button; answers the posted cres. */
async function shopperAnswers(acsUrl: string, cReq: string, button: string) {
  const response = await fetch(acsUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ creq: cReq, threeDSSessionData: 'our-session' }).toString(),
  });
  expect(response.status).toBe(200);
  const html = await response.text();
  const form = [...html.matchAll(/<form[^>]*>([\s\S]*?)<\/form>/g)].find((m) => m[1]!.includes(button))!;
  return /name="cres" value="([^"]*)"/.exec(form[1]!)![1]!;
}

describe('OpayoPiClient against the sandbox over HTTP', () => {
  it('takes a frictionless payment, reads it back and refunds part of it', async () => {
    const paid = await client.createTransaction(await paymentFor('SUCCESSFUL'));
    expect(paid).toMatchObject({
      kind: 'authorised',
      statusCode: '0000',
      amount: 5_000,
      bankAuthorisationCode: '999777',
      card: { cardType: 'Visa', lastFourDigits: '0006' },
      httpStatus: 201,
    });
    const read = await client.getTransaction(paid.transactionId!);
    expect(read).toMatchObject({ kind: 'authorised', transactionId: paid.transactionId, httpStatus: 200 });
    const refund = await client.refund({
      referenceTransactionId: paid.transactionId!,
      amount: 1_500,
      vendorTxCode: `REFUND-${Date.now()}`,
      description: 'Part refund',
    });
    expect(refund).toMatchObject({
      kind: 'authorised',
      transactionType: 'Refund',
      statusCode: '0000',
      amount: 1_500,
    });
  });

  it("looks a transaction up by our vendorTxCode through the Reporting API's signed XML", async () => {
    const reporting = new OpayoPiClient(`${baseUrl}/api/v1`, KEY, PASSWORD, VENDOR, {
      reporting: { url: `${baseUrl}/api/v1/access`, ...SANDBOX_REPORTING },
    });
    const authorised = await paymentFor('SUCCESSFUL');
    const paid = await client.createTransaction(authorised);
    expect(await reporting.lookupTransaction(authorised.vendorTxCode)).toEqual({
      found: true,
      kind: 'authorised',
      transactionId: paid.transactionId,
      transactionType: 'Payment',
      amount: 5_000,
      statusDetail: 'The Authorisation was Successful.',
    });
    const declined = await paymentFor('NOTAUTH');
    await client.createTransaction(declined);
    expect(await reporting.lookupTransaction(declined.vendorTxCode)).toMatchObject({
      found: true,
      kind: 'declined',
    });
    const challenged = await paymentFor('CHALLENGE');
    await client.createTransaction(challenged);
    expect(await reporting.lookupTransaction(challenged.vendorTxCode)).toMatchObject({ kind: 'challenge' });
    expect(await reporting.lookupTransaction('NEVER-SENT-1')).toEqual({ found: false });

    const wrongPassword = new OpayoPiClient(`${baseUrl}/api/v1`, KEY, PASSWORD, VENDOR, {
      reporting: { url: `${baseUrl}/api/v1/access`, user: 'reporter', password: 'guessed' },
    });
    await expect(wrongPassword.lookupTransaction(authorised.vendorTxCode)).rejects.toBeInstanceOf(
      CardProviderUnavailableError,
    );
  });

  it('sends a telephone order without 3-D Secure or browser details, and it is never challenged', async () => {
    const { strongCustomerAuthentication: _sca, ...online } = await paymentFor('CHALLENGE');
    const paid = await client.createTransaction({ ...online, entryMethod: 'TelephoneOrder' });
    expect(paid).toMatchObject({ kind: 'authorised', statusCode: '0000', httpStatus: 201 });
  });

  it('reports declines as declined', async () => {
    expect(await client.createTransaction(await paymentFor('NOTAUTH'))).toMatchObject({
      kind: 'declined',
      statusCode: '2000',
    });
    expect(
      await client.createTransaction(await paymentFor('SUCCESSFUL', SANDBOX_TEST_CARDS.declined)),
    ).toMatchObject({ kind: 'declined', statusCode: '2000' });
  });

  it('runs a challenge through the ACS page: pass authorises, fail rejects', async () => {
    const challenged = await client.createTransaction(await paymentFor('CHALLENGE'));
    expect(challenged).toMatchObject({
      kind: 'challenge',
      statusCode: '2021',
      acsUrl: `${baseUrl}/api/v1/acs`,
    });
    const passed = await client.completeChallenge(
      challenged.transactionId!,
      await shopperAnswers(challenged.acsUrl!, challenged.cReq!, 'Pass authentication'),
      'our-session',
    );
    expect(passed).toMatchObject({
      kind: 'authorised',
      statusCode: '0000',
      threeDSecureStatus: 'Authenticated',
    });

    const second = await client.createTransaction(await paymentFor('CHALLENGE'));
    const failed = await client.completeChallenge(
      second.transactionId!,
      await shopperAnswers(second.acsUrl!, second.cReq!, 'Fail authentication'),
    );
    expect(failed).toMatchObject({
      kind: 'rejected',
      statusCode: '4026',
      statusDetail: expect.stringContaining('3D'),
    });
  });

  it('answers a reused vendorTxCode as an error with the 422 errors', async () => {
    const first = await paymentFor('SUCCESSFUL');
    expect((await client.createTransaction(first)).kind).toBe('authorised');
    const again = await paymentFor('SUCCESSFUL');
    const duplicate = await client.createTransaction({ ...again, vendorTxCode: first.vendorTxCode });
    expect(duplicate).toMatchObject({ kind: 'error', httpStatus: 422, statusCode: '4042' });
    expect(duplicate.errors?.[0]?.property).toBe('vendorTxCode');
  });

  it('throws on bad credentials and when the provider cannot be reached', async () => {
    const wrong = new OpayoPiClient(`${baseUrl}/api/v1`, KEY, 'wrong', VENDOR);
    await expect(wrong.createMerchantSessionKey()).rejects.toMatchObject({
      httpStatus: 401,
      errors: [{ code: 1002, description: 'Authentication failed' }],
    });
    await expect(wrong.createMerchantSessionKey()).rejects.toBeInstanceOf(OpayoPiRequestError);
    const nowhere = new OpayoPiClient('http://127.0.0.1:9/api/v1', KEY, PASSWORD, VENDOR, {
      timeoutMs: 2_000,
    });
    await expect(nowhere.getTransaction('X')).rejects.toBeInstanceOf(CardProviderUnavailableError);
  });
});

describe('createCardProvider', () => {
  const config = {
    PUBLIC_URL: 'https://parks.example/',
    CARD_PROVIDER: 'sandbox' as const,
    OPAYO_INTEGRATION_KEY: KEY,
    OPAYO_INTEGRATION_PASSWORD: PASSWORD,
    OPAYO_VENDOR_NAME: VENDOR,
  };

  it('points the sandbox at this API and Opayo at its own address', () => {
    expect(createCardProvider(config).baseUrl).toBe('https://parks.example/api/v1');
    expect(createCardProvider({ ...config, CARD_PROVIDER: 'opayo' }).baseUrl).toBe(
      'https://sandbox.opayo.eu.elavon.com/api/v1',
    );
  });

  it('reaches the sandbox of an app that is not listening through injectFetch', async () => {
    const provider = createCardProvider(config, { fetch: injectFetch(ctx.app) });
    const result = await provider.createTransaction(
      await paymentFor('SUCCESSFUL', SANDBOX_TEST_CARDS.visa, provider),
    );
    expect(result).toMatchObject({ kind: 'authorised', statusCode: '0000' });
  });
});
