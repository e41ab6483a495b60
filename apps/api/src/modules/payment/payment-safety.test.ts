import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../db/client';
import { CardProviderUnavailableError } from '../../payments';
import { cardPayments } from '../../test/card-payments';
import { cardProviderWith } from '../../test/card-provider';
import { catalogueContext } from '../../test/catalogue-context';
import type { catalogueFactory } from '../../test/catalogue-factory';
import type { TestContext } from '../../test/harness';
import { holdSevenNights } from '../../test/held-stay';

/**
 * The money rules of decision 023: what is owed is never exceeded, a key means one request, the price
 * stands still under a payment, a lapsed hold never keeps money, and a payment whose answer was
 * lost is settled by asking the provider, never guessed.
 */
let ctx: TestContext;
let make: ReturnType<typeof catalogueFactory>;
let cards: ReturnType<typeof cardPayments>;
/** When set, the next card transaction reaches the sandbox but its answer is "lost" (a timeout). */
let loseNextAnswer = false;
/** When set, the card provider cannot be reached at all. */
let providerDown = false;

beforeAll(async () => {
  ({ ctx, make } = await catalogueContext({}, 'site', {
    cardProvider: cardProviderWith((real) => ({
      createMerchantSessionKey: () =>
        providerDown
          ? Promise.reject(new CardProviderUnavailableError('connect ECONNREFUSED 127.0.0.1:3000'))
          : real.createMerchantSessionKey(),
      async createTransaction(request) {
        const result = await real.createTransaction(request);
        if (loseNextAnswer) {
          loseNextAnswer = false;
          throw new CardProviderUnavailableError('The card processor did not answer within 30 s');
        }
        return result;
      },
    })),
  }));
  cards = cardPayments(ctx);
});
afterAll(() => ctx.close());

/** A signed-in guest with a held 7-night booking 45 days ahead (£700, deposit £140). */
async function heldBooking(user?: Awaited<ReturnType<TestContext['newUser']>>) {
  const guest = user ?? (await ctx.newUser());
  const { id } = await holdSevenNights(ctx, make, guest);
  return { user: guest, id };
}

const view = async (id: number, token: string) =>
  (await ctx.request({ method: 'GET', url: `/api/bookings/${id}`, token })).json().data;

async function moneyOf(id: number) {
  const [row] = rowsOf<{ paid: number; pending: number; status: string }>(
    await ctx.db.execute(
      sql`select paid_pence as paid, pending_pence as pending, status from booking where id = ${id}`,
    ),
  );
  return row!;
}

/** Pays for stay `id` by card, as `token`, with the Idempotency-Key `key`. */
const payFor = (token: string, id: number, key: string, type: 'Initial' | 'Deposit' = 'Initial') =>
  cards.payWithCard(token, { type, bookingNumber: String(id) }, { key });

describe('an Idempotency-Key is one request', () => {
  it('refuses the key of a paid booking when it is sent for another booking, type or amount', async () => {
    const a = await heldBooking();
    const b = await heldBooking(a.user);
    const key = randomUUID();
    const first = await payFor(a.user.token, a.id, key);
    expect(first.statusCode).toBe(201);

    const otherBooking = await payFor(a.user.token, b.id, key);
    expect(otherBooking.statusCode).toBe(422);
    expect(otherBooking.json()).toMatchObject({ success: false, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(otherBooking.json().message).toMatch(/belongs to a different request/);
    const otherType = await payFor(a.user.token, a.id, key, 'Deposit');
    expect(otherType.statusCode).toBe(422);
    expect((await moneyOf(b.id)).paid).toBe(0);

    // The same request again is the same payment: replayed, not charged twice.
    const again = await payFor(a.user.token, a.id, key);
    expect(again.statusCode).toBe(201);
    expect(again.json().data.payment_id).toBe(first.json().data.payment_id);
  });

  it("answers another user's key as an unknown one: a new payment of their own, telling nothing", async () => {
    const a = await heldBooking();
    const b = await heldBooking();
    const key = randomUUID();
    const first = await payFor(a.user.token, a.id, key);
    expect(first.statusCode).toBe(201);

    // The same key from someone else is theirs: processed as new, for their own booking.
    const theirs = await payFor(b.user.token, b.id, key);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().data.payment_id).not.toBe(first.json().data.payment_id);
    expect(await moneyOf(b.id)).toMatchObject({ paid: 70_000, status: 'confirmed' });

    // Each retry finds its own payment.
    const againA = await payFor(a.user.token, a.id, key);
    expect(againA.json().data.payment_id).toBe(first.json().data.payment_id);
    const againB = await payFor(b.user.token, b.id, key);
    expect(againB.json().data.payment_id).toBe(theirs.json().data.payment_id);

    // A stranger sending the key for a booking that is not theirs hears what any new key hears.
    const c = await heldBooking();
    const strangers = await payFor(c.user.token, a.id, key);
    const unknown = await payFor(c.user.token, a.id, randomUUID());
    expect(strangers.statusCode).toBe(unknown.statusCode);
    expect(strangers.json()).toEqual(unknown.json());
    expect(await moneyOf(a.id)).toMatchObject({ paid: 70_000 });
  });

  it('refuses the key of a free amount when it is sent with another amount', async () => {
    const { user, id } = await heldBooking();
    const key = randomUUID();
    const card = () => cards.cardIdentifier(user.token, 'SUCCESSFUL');
    const first = await cards.pay(
      user.token,
      { ...(await card()), type: 'Additional', bookingNumber: String(id), amount: '10.00' },
      key,
    );
    expect(first.statusCode).toBe(201);
    const more = await cards.pay(
      user.token,
      { ...(await card()), type: 'Additional', bookingNumber: String(id), amount: '20.00' },
      key,
    );
    expect(more.statusCode).toBe(422);
    expect((await moneyOf(id)).paid).toBe(1000);
  });
});

describe('what is owed is never exceeded', () => {
  it('sets a challenged payment aside in the database; a new attempt gives up the challenge, which can then take nothing', async () => {
    const { user, id } = await heldBooking();
    const challenged = await cards.payStay(user.token, id, 'Initial', {}, { cardholder: 'CHALLENGE' });
    expect(challenged.statusCode).toBe(202);
    expect(await moneyOf(id)).toMatchObject({ paid: 0, pending: 70_000 });

    // Even a direct write cannot take more than is owed: the CHECK refuses it.
    await expect(
      ctx.db.execute(sql`update booking set pending_pence = pending_pence + 1 where id = ${id}`),
    ).rejects.toThrow();

    // The guest closed the bank's page and pays with another card: the challenge is given up.
    const second = await cards.payStay(user.token, id, 'Initial');
    expect(second.statusCode).toBe(201);
    expect(await moneyOf(id)).toEqual({ paid: 70_000, pending: 0, status: 'confirmed' });
    // The bank's page of the old challenge is no longer offered, and its result, if the page was
    // still open and posts it, takes nothing more.
    const sagepay = challenged.json().data.sagepay_response;
    const session = Buffer.from(sagepay.transactionId).toString('base64').replace(/=+$/, '');
    const form = await ctx.request({
      method: 'GET',
      url: `/api/3dsform?acsUrl=${encodeURIComponent(sagepay.acsUrl)}&creq=${encodeURIComponent(sagepay.cReq)}&threeDSSessionData=${session}`,
    });
    expect(form.statusCode).toBe(400);
    const acs = await ctx.request({
      method: 'GET',
      url: `${new URL(sagepay.acsUrl).pathname}?creq=${encodeURIComponent(sagepay.cReq)}&threeDSSessionData=${session}`,
    });
    const pass = /<form[^>]*>([\s\S]*?Pass[\s\S]*?)<\/form>/.exec(acs.body)![1]!;
    const late = await ctx.request({
      method: 'POST',
      url: '/api/3dsv2Result',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        cres: /name="cres" value="([^"]*)"/.exec(pass)![1]!,
        threeDSSessionData: session,
      }).toString(),
    });
    expect(late.body).toContain('&quot;success&quot;:false');
    expect(await moneyOf(id)).toEqual({ paid: 70_000, pending: 0, status: 'confirmed' });
    const [charged] = rowsOf<{ n: number }>(
      await ctx.db.execute(
        sql`select count(*)::int as n from sandbox_transaction where status = 'Ok' and vendor_tx_code like ${`BK${id}-%`}`,
      ),
    );
    expect(charged!.n).toBe(1);
  });

  it('refuses a second payment while the first is with the card processor', async () => {
    const { user, id } = await heldBooking();
    loseNextAnswer = true;
    const first = await cards.payStay(user.token, id, 'Initial');
    expect(first.statusCode).toBe(202);
    for (const body of [{ type: 'Initial' }, { type: 'Deposit' }, { type: 'Additional', amount: '1.00' }]) {
      const second = await cards.payWithCard(user.token, { ...body, bookingNumber: String(id) });
      expect(second.statusCode, body.type).toBe(409);
      expect(second.json()).toMatchObject({ success: false, code: 'PAYMENT_IN_PROGRESS' });
    }
    expect(await moneyOf(id)).toMatchObject({ paid: 0, pending: 70_000 });
  });

  it('gives the amount back when the card is declined', async () => {
    const { user, id } = await heldBooking();
    const declined = await cards.payStay(user.token, id, 'Initial', {}, { cardNumber: '4929602110085639' });
    expect(declined.json().success).toBe(false);
    expect(await moneyOf(id)).toMatchObject({ paid: 0, pending: 0, status: 'held' });
  });
});

describe('the price stands still under a payment', () => {
  it('refuses a promotional code or extras while a challenge is open and after money is taken', async () => {
    const { user, id } = await heldBooking();
    const challenged = await cards.payStay(user.token, id, 'Initial', {}, { cardholder: 'CHALLENGE' });
    expect(challenged.statusCode).toBe(202);
    const code = await ctx.request({
      method: 'PUT',
      url: `/api/bookings/${id}/apply_promotional_code`,
      token: user.token,
      payload: { promotional_code: 'SUMMER10' },
    });
    expect(code.statusCode, code.body).toBe(409);
    expect(code.json()).toMatchObject({ success: false, code: 'BOOKING_LOCKED' });
    expect(code.json().message).toMatch(/payment/i);
    const extras = await ctx.request({
      method: 'POST',
      url: `/api/bookings/${id}/updateExtras`,
      token: user.token,
      payload: { extrasJSON: [{ code: 'COT', quantity: 1 }] },
    });
    expect(extras.statusCode, extras.body).toBe(409);
    expect(extras.json().code).toBe('BOOKING_LOCKED');

    await cards.answerChallenge(challenged.json().data.sagepay_response, 'Pass');
    const after = await ctx.request({
      method: 'PUT',
      url: `/api/bookings/${id}/apply_promotional_code`,
      token: user.token,
      payload: { promotional_code: 'SUMMER10' },
    });
    // Confirmed now: changes go through the park's staff.
    expect(after.statusCode).toBe(400);
    expect(after.json().message).toMatch(/can no longer be changed/);
    const booking = await view(id, user.token);
    expect(booking.eliteData['@attributes']).toMatchObject({
      total_price: '700.00',
      discount_amount: '0.00',
    });
  });
});

describe('a lapsed hold never keeps money', () => {
  it('refunds a part payment through the provider and tells the guest when the hold lapses', async () => {
    const { user, id } = await heldBooking();
    const part = await cards.payStay(user.token, id, 'Additional', { amount: '1.00' });
    expect(part.statusCode).toBe(201);
    ctx.advanceClock(31 * 60_000);
    await ctx.app.runJobs();
    expect(await moneyOf(id)).toEqual({ paid: 0, pending: 0, status: 'expired' });
    const refunds = rowsOf<{ amount: number; status: string }>(
      await ctx.db.execute(
        sql`select amount, status from sandbox_transaction where transaction_type = 'Refund' and reference_transaction_id = ${part.json().data.sagepay_response.transactionId}`,
      ),
    );
    expect(refunds).toEqual([{ amount: 100, status: 'Ok' }]);
    const [mail] = await ctx.outbox(user.email);
    expect(mail!.subject).toMatch(/refund/i);
    expect(mail!.text).toContain('£1.00');
    const booking = await view(id, user.token);
    expect(booking.payments).toEqual([expect.objectContaining({ amount: '1.00', status: 'refunded' })]);
    // Running the job again refunds nothing twice.
    await ctx.app.runJobs();
    expect(
      rowsOf(
        await ctx.db.execute(
          sql`select 1 from sandbox_transaction where transaction_type = 'Refund' and reference_transaction_id = ${part.json().data.sagepay_response.transactionId}`,
        ),
      ),
    ).toHaveLength(1);
  });

  it('tells the guest of the refund even when the run died before letting the hold go, once', async () => {
    const { user, id } = await heldBooking();
    const part = await cards.payStay(user.token, id, 'Additional', { amount: '2.00' });
    expect(part.statusCode).toBe(201);
    ctx.advanceClock(31 * 60_000);
    // The refund goes through and is recorded; the process dies before the hold is let go.
    const release = vi
      .spyOn(ctx.app.bookings, 'expireIfEmpty')
      .mockRejectedValueOnce(new Error('the process died here'));
    await ctx.app.runJobs();
    release.mockRestore();

    // The hold is let go all the same (with nothing paid left on it); the guest has heard of the
    // refund, once, however often the work runs.
    await ctx.app.runJobs();
    await ctx.app.runJobs();
    expect(await moneyOf(id)).toEqual({ paid: 0, pending: 0, status: 'expired' });
    const told = (await ctx.outbox(user.email)).filter((m) => /refund/i.test(m.subject));
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('We have refunded the £2.00 you paid');
  });
});

describe('amounts', () => {
  it('refuses anything that is not pounds with at most two decimals, naming the field', async () => {
    const { user, id } = await heldBooking();
    for (const amount of ['0x10', '1e1', '0b11', '1,00', '12.345', 'NaN']) {
      const response = await cards.payStay(user.token, id, 'Additional', { amount });
      expect(response.statusCode, amount).toBe(400);
      expect(response.json().errors[0].field).toBe('amount');
    }
    expect((await moneyOf(id)).paid).toBe(0);
    const grouped = await cards.payStay(user.token, id, 'Additional', { amount: '1.50' });
    expect(grouped.statusCode).toBe(201);
    expect((await moneyOf(id)).paid).toBe(150);
  });
});

describe('a payment whose answer was lost', () => {
  it('stays pending, tells the guest it is being checked, and is credited once the provider is asked', async () => {
    const { user, id } = await heldBooking();
    const key = randomUUID();
    const body = async () => ({
      ...(await cards.cardIdentifier(user.token, 'SUCCESSFUL')),
      type: 'Initial',
      bookingNumber: String(id),
    });
    loseNextAnswer = true;
    const lost = await cards.pay(user.token, await body(), key);
    expect(lost.statusCode).toBe(202);
    expect(lost.json()).toMatchObject({ success: false, data: { sagepay_response: { status: 'Pending' } } });
    expect(lost.json().message).toMatch(/checking/i);
    expect(await moneyOf(id)).toMatchObject({ paid: 0, pending: 70_000, status: 'held' });
    // The sandbox did take the money.
    expect(
      rowsOf(
        await ctx.db.execute(sql`select 1 from sandbox_transaction where status = 'Ok' and amount = 70000`),
      ),
    ).not.toHaveLength(0);

    ctx.advanceClock(3 * 60_000);
    await ctx.app.runJobs();
    expect(await moneyOf(id)).toEqual({ paid: 70_000, pending: 0, status: 'confirmed' });
    const retry = await cards.pay(user.token, await body(), key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toMatchObject({ success: true, data: { sagepay_response: { status: 'Ok' } } });
  });

  it('fails a payment that never reached the provider and gives its amount back', async () => {
    const { user, id } = await heldBooking();
    // A crash between recording the attempt and calling the provider leaves exactly this row.
    await ctx.db.execute(sql`
      with claimed as (
        update booking set pending_pence = 70000 where id = ${id} returning id
      )
      insert into payment (idempotency_key, key_user_id, vendor_tx_code, booking_id, user_id, type, amount_pence, status)
      select ${randomUUID()}, ${user.id}, ${`BK${id}-never-sent`}, id, ${user.id}, 'Initial', 70000, 'pending' from claimed`);
    ctx.advanceClock(3 * 60_000);
    await ctx.app.runJobs();
    expect(await moneyOf(id)).toMatchObject({ paid: 0, pending: 0, status: 'held' });
    const [payment] = rowsOf<{ status: string }>(
      await ctx.db.execute(sql`select status from payment where vendor_tx_code = ${`BK${id}-never-sent`}`),
    );
    expect(payment!.status).toBe('failed');
  });
});

describe('a card provider that cannot be reached', () => {
  it('answers 503 with the payment message, never 500', async () => {
    const user = await ctx.newUser();
    providerDown = true;
    try {
      const key = await ctx.request({ method: 'GET', url: '/api/payments/session-key', token: user.token });
      expect(key.statusCode).toBe(503);
      expect(key.json()).toEqual({
        success: false,
        message: 'We could not reach the card processor. Please try again in a moment.',
        code: 'SERVICE_UNAVAILABLE',
      });
    } finally {
      providerDown = false;
    }
  });
});
