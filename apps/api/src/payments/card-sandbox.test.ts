import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCardIdentifier, sandboxTransaction } from '../db/schema';
import type { TestContext } from '../test/harness';
import { ownCardSandboxContext } from '../test/own-card-sandbox';
import { SANDBOX_TEST_CARDS } from './card-sandbox.cards';
import { decodeMessage, type TChallengeRequestMessage } from './opayo-pi.protocol';

const KEY = 'test-integration-key';
const PASSWORD = 'test-integration-password';
const VENDOR = 'brackenbaytest';
const PUBLIC_URL = 'https://parks.example';
const basic = (key = KEY, password = PASSWORD) =>
  `Basic ${Buffer.from(`${key}:${password}`).toString('base64')}`;

let ctx: TestContext;
const clock = { now: new Date() };
beforeAll(async () => {
  ctx = await ownCardSandboxContext({
    integrationKey: KEY,
    integrationPassword: PASSWORD,
    vendorName: VENDOR,
    publicUrl: PUBLIC_URL,
    now: () => clock.now,
  });
});
afterAll(() => ctx.close());

const post = (url: string, payload: unknown, authorization?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload: payload as object,
    headers: authorization ? { authorization } : {},
  });

async function newKey(): Promise<string> {
  const response = await post('/merchant-session-keys', { vendorName: VENDOR }, basic());
  expect(response.statusCode).toBe(201);
  return response.json().merchantSessionKey;
}

const futureExpiry = () => {
  const date = new Date(clock.now);
  return `${String(date.getUTCMonth() + 1).padStart(2, '0')}${String((date.getUTCFullYear() + 2) % 100).padStart(2, '0')}`;
};

const cardDetails = (overrides: Record<string, string | undefined> = {}) => ({
  cardholderName: 'SUCCESSFUL',
  cardNumber: SANDBOX_TEST_CARDS.visa,
  expiryDate: futureExpiry(),
  securityCode: '123',
  ...overrides,
});

async function newCard(overrides: Record<string, string | undefined> = {}) {
  const merchantSessionKey = await newKey();
  const response = await post(
    '/card-identifiers',
    { cardDetails: cardDetails(overrides) },
    `Bearer ${merchantSessionKey}`,
  );
  expect(response.statusCode).toBe(201);
  return { merchantSessionKey, cardIdentifier: response.json().cardIdentifier as string };
}

let txCount = 0;
const paymentBody = (
  card: { merchantSessionKey: string; cardIdentifier: string },
  overrides: object = {},
) => {
  txCount += 1;
  return {
    transactionType: 'Payment',
    paymentMethod: { card },
    vendorTxCode: `BB-${Date.now()}-${txCount}`,
    amount: 12_345,
    currency: 'GBP',
    description: 'Lodge stay, Filey Bay',
    customerFirstName: 'Sam',
    customerLastName: 'Taylor',
    billingAddress: { address1: '1 Beach Road', city: 'Filey', postalCode: 'YO14 9AA', country: 'GB' },
    strongCustomerAuthentication: {
      notificationURL: 'https://parks.example/api/payments/3ds-notification',
      browserIP: '203.0.113.7',
      browserAcceptHeader: 'text/html, application/json',
      browserJavascriptEnabled: true,
      browserLanguage: 'en-GB',
      browserColorDepth: '24',
      browserScreenHeight: '900',
      browserScreenWidth: '1440',
      browserTZ: '0',
      browserUserAgent: 'Mozilla/5.0 (test)',
      challengeWindowSize: 'FullScreen',
      transType: 'GoodsAndServicePurchase',
    },
    ...overrides,
  };
};

async function pay(cardOverrides: Record<string, string | undefined> = {}, bodyOverrides: object = {}) {
  const card = await newCard(cardOverrides);
  return post('/transactions', paymentBody(card, bodyOverrides), basic());
}

/** Opens the ACS page of a challenge and answers the form of one of its buttons. */
async function acsForm(acsUrl: string, cReq: string, button: 'Pass authentication' | 'Fail authentication') {
  const url = new URL(acsUrl);
  const page = await ctx.app.inject({
    method: 'GET',
    url: `${url.pathname}?creq=${encodeURIComponent(cReq)}&threeDSSessionData=session-42`,
  });
  expect(page.statusCode).toBe(200);
  const forms = [...page.body.matchAll(/<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/g)];
  const form = forms.find((match) => match[2]!.includes(button))!;
  const field = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(form[2]!)?.[1];
  return { page, action: form[1], cres: field('cres')!, threeDSSessionData: field('threeDSSessionData') };
}

describe('merchant session keys', () => {
  it('are made with Basic auth and live 400 seconds', async () => {
    const response = await post('/merchant-session-keys', { vendorName: VENDOR }, basic());
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.merchantSessionKey).toMatch(/^[0-9A-F-]{36}$/);
    expect(new Date(body.expiry).getTime() - clock.now.getTime()).toBe(400_000);
  });

  it('answer 401 with Opayo error shape for missing or wrong credentials', async () => {
    const missing = await post('/merchant-session-keys', { vendorName: VENDOR });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ code: 1001, description: 'Authentication values are missing' });
    const wrong = await post('/merchant-session-keys', { vendorName: VENDOR }, basic(KEY, 'nope'));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 1002, description: 'Authentication failed' });
    const transaction = await post('/transactions', {}, basic('other', PASSWORD));
    expect(transaction.statusCode).toBe(401);
  });

  it('make one card identifier, and none after 400 seconds', async () => {
    const key = await newKey();
    const first = await post('/card-identifiers', { cardDetails: cardDetails() }, `Bearer ${key}`);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      cardType: 'Visa',
      cardIdentifier: expect.stringMatching(/^[0-9A-F-]{36}$/),
    });
    const second = await post('/card-identifiers', { cardDetails: cardDetails() }, `Bearer ${key}`);
    expect(second.statusCode).toBe(401);
    expect(second.json()).toEqual({ code: 1002, description: 'Authentication failed' });

    const old = await newKey();
    clock.now = new Date(clock.now.getTime() + 400_001);
    const expired = await post('/card-identifiers', { cardDetails: cardDetails() }, `Bearer ${old}`);
    expect(expired.statusCode).toBe(401);
  });

  it('answer 401 to card identifiers without a bearer key or with an unknown one', async () => {
    expect((await post('/card-identifiers', { cardDetails: cardDetails() })).statusCode).toBe(401);
    const unknown = await post('/card-identifiers', { cardDetails: cardDetails() }, 'Bearer 00000000-0000');
    expect(unknown.statusCode).toBe(401);
    expect((await post('/card-identifiers', { cardDetails: cardDetails() }, basic())).statusCode).toBe(401);
  });
});

describe('card identifiers', () => {
  it('refuse invalid card details with 422 errors naming each property', async () => {
    const key = await newKey();
    const response = await post(
      '/card-identifiers',
      { cardDetails: cardDetails({ cardNumber: '4929000000007', expiryDate: '0120', securityCode: '12' }) },
      `Bearer ${key}`,
    );
    expect(response.statusCode).toBe(422);
    const properties = response.json().errors.map((e: { property: string }) => e.property);
    expect(properties).toEqual([
      'cardDetails.cardNumber',
      'cardDetails.expiryDate',
      'cardDetails.securityCode',
    ]);
    expect(response.json().errors[0]).toMatchObject({
      code: 1009,
      clientMessage: 'The card number is invalid',
    });
    // The key is not spent by a refused card.
    const retry = await post('/card-identifiers', { cardDetails: cardDetails() }, `Bearer ${key}`);
    expect(retry.statusCode).toBe(201);
  });

  it('want four digits of security code for American Express and report missing fields', async () => {
    const amex = await post(
      '/card-identifiers',
      { cardDetails: cardDetails({ cardNumber: SANDBOX_TEST_CARDS.amex, securityCode: '123' }) },
      `Bearer ${await newKey()}`,
    );
    expect(amex.statusCode).toBe(422);
    expect(amex.json().errors).toEqual([expect.objectContaining({ property: 'cardDetails.securityCode' })]);
    const missing = await post('/card-identifiers', { cardDetails: {} }, `Bearer ${await newKey()}`);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toContainEqual({
      code: 1003,
      description: 'Missing mandatory field',
      property: 'cardDetails.cardNumber',
    });
  });

  it('keep only the last four digits and the card type, never the number', async () => {
    const { cardIdentifier } = await newCard({ cardNumber: SANDBOX_TEST_CARDS.mastercard });
    const rows = await ctx.db.select().from(sandboxCardIdentifier);
    const row = rows.find((r) => r.cardIdentifier === cardIdentifier)!;
    expect(row).toMatchObject({ lastFourDigits: '0001', cardType: 'MasterCard' });
    expect(JSON.stringify(rows)).not.toContain(SANDBOX_TEST_CARDS.mastercard);
    expect(JSON.stringify(rows)).not.toContain(SANDBOX_TEST_CARDS.visa);
  });

  it('are single use', async () => {
    const card = await newCard();
    const first = await post('/transactions', paymentBody(card), basic());
    expect(first.statusCode).toBe(201);
    const second = await post('/transactions', paymentBody(card), basic());
    expect(second.statusCode).toBe(422);
    expect(second.json().errors[0]).toMatchObject({ code: 1011, property: 'paymentMethod.card' });
  });
  it('stay single use when two payments race for one identifier, and expire with their key', async () => {
    const card = await newCard();
    const answers = await Promise.all([
      post('/transactions', paymentBody(card), basic()),
      post('/transactions', paymentBody(card), basic()),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);

    const late = await newCard();
    clock.now = new Date(clock.now.getTime() + 400_001);
    const refused = await post('/transactions', paymentBody(late), basic());
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0]).toMatchObject({ code: 1011 });
  });
});

describe('transactions', () => {
  it('authorise SUCCESSFUL: 201, 0000 Ok', async () => {
    const response = await pay();
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      transactionType: 'Payment',
      status: 'Ok',
      statusCode: '0000',
      statusDetail: 'The Authorisation was Successful.',
      bankAuthorisationCode: '999777',
      retrievalReference: expect.any(Number),
      amount: { totalAmount: 12_345, saleAmount: 12_345, surchargeAmount: 0 },
      currency: 'GBP',
      paymentMethod: { card: { cardType: 'Visa', lastFourDigits: '0006' } },
      '3DSecure': { status: 'Authenticated' },
    });
  });

  it('decline NOTAUTH and the declined test card: 201, 2000 NotAuthed', async () => {
    for (const overrides of [{ cardholderName: 'NOTAUTH' }, { cardNumber: SANDBOX_TEST_CARDS.declined }]) {
      const response = await pay(overrides);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ status: 'NotAuthed', statusCode: '2000' });
      expect(response.json().bankAuthorisationCode).toBeUndefined();
    }
  });

  it('refuse a reused vendorTxCode with 422, and leave the card identifier usable', async () => {
    const first = paymentBody(await newCard());
    expect((await post('/transactions', first, basic())).statusCode).toBe(201);
    const card = await newCard();
    const again = await post(
      '/transactions',
      paymentBody(card, { vendorTxCode: first.vendorTxCode }),
      basic(),
    );
    expect(again.statusCode).toBe(422);
    expect(again.json().errors[0]).toMatchObject({ code: 4042, property: 'vendorTxCode' });
    expect((await post('/transactions', paymentBody(card), basic())).statusCode).toBe(201);
  });

  it('take a telephone order without 3-D Secure: never challenged, no browser details needed', async () => {
    const telephone = {
      entryMethod: 'TelephoneOrder',
      apply3DSecure: 'Disable',
      strongCustomerAuthentication: undefined,
    };
    const response = await pay({ cardholderName: 'CHALLENGE' }, telephone);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'Ok', statusCode: '0000' });
    const declined = await pay({ cardholderName: 'NOTAUTH' }, telephone);
    expect(declined.json()).toMatchObject({ status: 'NotAuthed', statusCode: '2000' });
    // An online payment still needs the shopper's browser for strong customer authentication.
    const online = await pay({}, { strongCustomerAuthentication: undefined });
    expect(online.statusCode).toBe(422);
    expect(online.json().errors[0]).toMatchObject({ code: 1003, property: 'strongCustomerAuthentication' });
  });

  it('answer 422 errors for a malformed request', async () => {
    const card = await newCard();
    const response = await post(
      '/transactions',
      paymentBody(card, { vendorTxCode: 'x'.repeat(41), amount: 12.5, currency: 'EUR', billingAddress: {} }),
      basic(),
    );
    expect(response.statusCode).toBe(422);
    const properties = response.json().errors.map((e: { property: string }) => e.property);
    expect(properties).toEqual(
      expect.arrayContaining(['vendorTxCode', 'amount', 'currency', 'billingAddress.address1']),
    );
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/transactions',
      headers: { authorization: basic(), 'content-type': 'application/json' },
      payload: '{',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ code: 1008 });
  });

  it('ask CHALLENGE for 3-D Secure: 202, 3DAuth 2021 with acsUrl and cReq; passing authorises it', async () => {
    const response = await pay({ cardholderName: 'CHALLENGE' });
    expect(response.statusCode).toBe(202);
    const body = response.json();
    expect(body).toMatchObject({ status: '3DAuth', statusCode: '2021', acsUrl: `${PUBLIC_URL}/api/v1/acs` });
    const creq = decodeMessage<TChallengeRequestMessage>(body.cReq)!;
    expect(creq).toMatchObject({
      messageType: 'CReq',
      threeDSServerTransID: body.transactionId,
      challengeWindowSize: '05',
    });

    const pending = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/transactions/${body.transactionId}`,
      headers: { authorization: basic() },
    });
    expect(pending.json()).toMatchObject({ status: '3DAuth', statusCode: '2021' });

    const form = await acsForm(body.acsUrl, body.cReq, 'Pass authentication');
    expect(form.action).toBe('https://parks.example/api/payments/3ds-notification');
    expect(form.threeDSSessionData).toBe('session-42');
    const csp = String(form.page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self' https://parks.example");
    expect(form.page.body).toContain('Fail authentication');
    expect(form.page.body).not.toContain('<script');

    const completed = await post(
      `/transactions/${body.transactionId}/3d-secure-challenge`,
      {
        cRes: form.cres,
        threeDSSessionData: form.threeDSSessionData,
      },
      basic(),
    );
    expect(completed.statusCode).toBe(201);
    expect(completed.json()).toMatchObject({
      status: 'Ok',
      statusCode: '0000',
      '3DSecure': { status: 'Authenticated' },
    });

    const again = await post(
      `/transactions/${body.transactionId}/3d-secure-challenge`,
      { cRes: form.cres },
      basic(),
    );
    expect(again.statusCode).toBe(422);
    const page = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/acs?creq=${encodeURIComponent(body.cReq)}`,
    });
    expect(page.statusCode).toBe(404);
  });

  it('reject a failed challenge with 4026 Rejected', async () => {
    const body = (await pay({ cardholderName: 'CHALLENGE' })).json();
    const form = await acsForm(body.acsUrl, body.cReq, 'Fail authentication');
    const completed = await post(
      `/transactions/${body.transactionId}/3d-secure-challenge`,
      { cRes: form.cres },
      basic(),
    );
    expect(completed.statusCode).toBe(201);
    expect(completed.json()).toMatchObject({
      status: 'Rejected',
      statusCode: '4026',
      '3DSecure': { status: 'NotAuthenticated' },
    });
  });

  it('serve the ACS page to a form post too, and refuse a cRes of another transaction', async () => {
    const first = (await pay({ cardholderName: 'CHALLENGE' })).json();
    const second = (await pay({ cardholderName: 'CHALLENGE' })).json();
    const page = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/acs',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ creq: first.cReq, threeDSSessionData: 'abc' }).toString(),
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Pass authentication');
    const form = await acsForm(first.acsUrl, first.cReq, 'Pass authentication');
    const crossed = await post(
      `/transactions/${second.transactionId}/3d-secure-challenge`,
      { cRes: form.cres },
      basic(),
    );
    expect(crossed.statusCode).toBe(422);
    expect(crossed.json().errors[0]).toMatchObject({ property: 'cRes' });
  });

  it('read a transaction with GET, and 404 for an unknown one', async () => {
    const paid = (await pay()).json();
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/transactions/${paid.transactionId}`,
      headers: { authorization: basic() },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      transactionId: paid.transactionId,
      status: 'Ok',
      statusCode: '0000',
    });
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/transactions/NOPE',
      headers: { authorization: basic() },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 1012, description: 'Transaction not found' });
    const noAuth = await ctx.app.inject({ method: 'GET', url: `/api/v1/transactions/${paid.transactionId}` });
    expect(noAuth.statusCode).toBe(401);
  });
});

describe('refunds', () => {
  const refund = (
    referenceTransactionId: string,
    amount: number,
    vendorTxCode = `RF-${Math.random()}`.slice(0, 20),
  ) =>
    post(
      '/transactions',
      {
        transactionType: 'Refund',
        referenceTransactionId,
        vendorTxCode,
        amount,
        description: 'Cancelled stay',
      },
      basic(),
    );

  it('refund an authorised payment up to what was paid', async () => {
    const paid = (await pay()).json();
    const part = await refund(paid.transactionId, 10_000);
    expect(part.statusCode).toBe(201);
    expect(part.json()).toMatchObject({ transactionType: 'Refund', status: 'Ok', statusCode: '0000' });
    const tooMuch = await refund(paid.transactionId, 2_346);
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors[0]).toMatchObject({ property: 'amount' });
    expect((await refund(paid.transactionId, 2_345)).statusCode).toBe(201);
    const rows = await ctx.db.select().from(sandboxTransaction);
    expect(rows.filter((r) => r.referenceTransactionId === paid.transactionId)).toHaveLength(2);
  });

  it('refuse to refund a declined payment or an unknown one', async () => {
    const declined = (await pay({ cardholderName: 'NOTAUTH' })).json();
    expect((await refund(declined.transactionId, 100)).statusCode).toBe(422);
    const unknown = await refund('NOT-A-TRANSACTION', 100);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors[0]).toMatchObject({ property: 'referenceTransactionId' });
  });
});
