import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { cardPayments, DECLINED_CARD } from '../../test/card-payments';
import { catalogueContext } from '../../test/catalogue-context';
import type { catalogueFactory } from '../../test/catalogue-factory';
import type { TestContext } from '../../test/harness';
import { holdSevenNights, holdStay } from '../../test/held-stay';

let ctx: TestContext;
let make: ReturnType<typeof catalogueFactory>;
let cardIdentifier: ReturnType<typeof cardPayments>['cardIdentifier'];
let pay: ReturnType<typeof cardPayments>['pay'];
let answerChallenge: ReturnType<typeof cardPayments>['answerChallenge'];
let payStay: ReturnType<typeof cardPayments>['payStay'];
beforeAll(async () => {
  ({ ctx, make } = await catalogueContext());
  ({ cardIdentifier, pay, answerChallenge, payStay } = cardPayments(ctx));
});
afterAll(() => ctx.close());

/** A signed-in guest with a held 7-night booking 45 days ahead (£700, deposit £140). */
async function heldBooking(units = 2, arrivalOffset = 45) {
  const user = await ctx.newUser();
  const { id, grade } = await holdSevenNights(ctx, make, user, units, arrivalOffset);
  return { user, grade, id };
}

const view = async (id: number, token: string) =>
  (await ctx.request({ method: 'GET', url: `/api/bookings/${id}`, token })).json().data;

describe('POST /api/payments', () => {
  it('takes the deposit, confirms the booking and e-mails a calendar file', async () => {
    const { user, id } = await heldBooking();
    const card = await cardIdentifier(user.token, 'SUCCESSFUL');
    const response = await pay(user.token, {
      ...card,
      type: 'Deposit',
      bookingNumber: String(id),
      amount: 1,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      data: { sagepay_response: { statusCode: '0000', status: 'Ok' } },
    });
    const booking = await view(id, user.token);
    expect(booking.eliteData['@attributes']).toMatchObject({
      confirmed: 'true',
      outstanding_amount: '560.00',
    });
    expect(booking.payments).toEqual([expect.objectContaining({ amount: '140.00', status: 'authorised' })]);
    expect(booking.payment_options).toEqual([]);
    const [mail] = await ctx.outbox(user.email);
    expect(mail!.subject).toMatch(/^Booking BK\d{7} confirmed/);
    const attachments = (mail as unknown as { attachments: { filename: string; content: string }[] })
      .attachments;
    expect(attachments[0]!.filename).toMatch(/\.ics$/);
    expect(attachments[0]!.content).toContain(`DTSTART;VALUE=DATE:${make.day(45).replaceAll('-', '')}`);
  });

  it('sends the confirmation once; a later payment on the stay gets a receipt instead', async () => {
    const { user, id } = await heldBooking();
    const deposit = await payStay(user.token, id, 'Deposit', { amount: 1 });
    expect(deposit.statusCode).toBe(201);
    const balance = await payStay(user.token, id, 'Additional', { amount: '560.00' });
    expect(balance.statusCode).toBe(201);
    const subjects = (await ctx.outbox(user.email)).map((m) => m.subject.replace(/BK\d{7}/, 'BK…'));
    expect(subjects.filter((s) => s.includes('confirmed'))).toHaveLength(1);
    expect(subjects).toContain('Booking BK…: payment of £560.00 received');
    const [receipt] = await ctx.outbox(user.email);
    expect(receipt!.text).toContain('Your stay is now paid in full.');
  });

  it('charges once for ten identical requests with one Idempotency-Key', async () => {
    const { user, id } = await heldBooking();
    const card = await cardIdentifier(user.token, 'SUCCESSFUL');
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        pay(user.token, { ...card, type: 'Initial', bookingNumber: String(id) }, key),
      ),
    );
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([201]));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const [ledger] = rowsOf<{ n: number }>(
      await ctx.db.execute(
        sql`select count(*)::int as n from sandbox_transaction where description = ${`Booking ${(await view(id, user.token)).eliteData['@attributes'].booking_no}`}`,
      ),
    );
    expect(ledger!.n).toBe(1);
    expect((await view(id, user.token)).eliteData['@attributes'].outstanding_amount).toBe('0.00');
  });

  it('runs a 3-D Secure challenge: failed, then declined, then a good card succeeds', async () => {
    const { user, id } = await heldBooking();
    const challenge = await payStay(user.token, id, 'Initial', {}, { cardholder: 'CHALLENGE' });
    expect(challenge.statusCode).toBe(202);
    const sagepay = challenge.json().data.sagepay_response;
    expect(sagepay).toMatchObject({ status: '3DAuth', statusCode: '2021' });
    const failed = await answerChallenge(sagepay, 'Fail authentication');
    expect(failed).toMatchObject({ success: false, statusCode: '4026', bookingId: id });
    expect((await view(id, user.token)).eliteData['@attributes'].confirmed).toBe('false');

    const declined = await payStay(
      user.token,
      id,
      'Initial',
      {},
      { cardholder: 'Ada Byron', cardNumber: DECLINED_CARD },
    );
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({
      success: false,
      data: { sagepay_response: { statusCode: '2000' } },
    });
    expect(declined.json().message).toBeTruthy();

    const again = await payStay(user.token, id, 'Initial', {}, { cardholder: 'CHALLENGE' });
    const passed = await answerChallenge(again.json().data.sagepay_response, 'Pass authentication');
    expect(passed).toMatchObject({ success: true, statusCode: '0000', bookingId: id });
    expect((await view(id, user.token)).eliteData['@attributes']).toMatchObject({
      confirmed: 'true',
      outstanding_amount: '0.00',
    });
  });

  it('takes a balance payment up to what is outstanding, never more', async () => {
    const { user, id } = await heldBooking();
    await payStay(user.token, id, 'Deposit');
    const tooMuch = await payStay(user.token, id, 'Additional', { amount: '560.01' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors[0].field).toBe('amount');
    const balance = await payStay(user.token, id, 'Additional', { amount: '560.00' });
    expect(balance.statusCode).toBe(201);
    expect((await view(id, user.token)).eliteData['@attributes'].outstanding_amount).toBe('0.00');
    const nothingLeft = await payStay(user.token, id, 'Additional', { amount: '1' });
    expect(nothingLeft.statusCode).toBe(400);
  });

  it('re-holds a lapsed booking if its unit is free, and refunds when someone else took it', async () => {
    const free = await heldBooking(1, 60);
    const taken = await heldBooking(1, 61);
    ctx.advanceClock(31 * 60_000);
    // Someone else books the second grade's only unit once the hold has lapsed.
    const other = await ctx.newUser();
    await holdStay(ctx, other, {
      grade_code: taken.grade.gradeCode,
      arrival_date: make.day(61),
      no_of_nights: 7,
    });

    const ok = await payStay(free.user.token, free.id, 'Initial');
    expect(ok.statusCode).toBe(201);
    expect((await view(free.id, free.user.token)).eliteData['@attributes'].confirmed).toBe('true');

    const refunded = await payStay(taken.user.token, taken.id, 'Initial');
    expect(refunded.json()).toMatchObject({
      success: false,
      data: { sagepay_response: { status: 'Refunded' } },
    });
    expect(refunded.json().message).toMatch(/refunded your payment in full/);
    const after = await view(taken.id, taken.user.token);
    expect(after.booking.status).toBe('expired');
    expect(after.payments[0]).toMatchObject({ status: 'refunded' });
  });

  it("answers another user's booking as missing and needs an Idempotency-Key", async () => {
    const { id } = await heldBooking();
    const stranger = await ctx.newUser();
    const card = await cardIdentifier(stranger.token, 'SUCCESSFUL');
    const response = await pay(stranger.token, { ...card, type: 'Initial', bookingNumber: String(id) });
    expect(response.statusCode).toBe(404);
    const noKey = await ctx.request({
      method: 'POST',
      url: '/api/payments',
      token: stranger.token,
      payload: {
        ...card,
        type: 'Initial',
        bookingNumber: String(id),
        customerFirstName: 'A',
        customerLastName: 'B',
        address1: '1 Quay',
        city: 'Whitby',
        postalCode: 'YO211DH',
      },
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().errors.map((e: { field: string }) => e.field)).toContain('idempotency-key');
  });
});

describe('GET /api/3dsform', () => {
  it('only forwards to the bank page of a payment waiting on its challenge', async () => {
    const attacker = `/api/3dsform?acsUrl=${encodeURIComponent('https://evil.example/steal')}&creq=x&threeDSSessionData=${Buffer.from('no-such-transaction').toString('base64')}`;
    const response = await ctx.request({ method: 'GET', url: attacker });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('evil.example');
  });
});
