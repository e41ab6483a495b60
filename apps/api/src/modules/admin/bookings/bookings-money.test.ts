import { randomUUID } from 'node:crypto';
import { londonToday } from '@parkstays/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client';
import { DEMO_ACCOUNTS } from '../../../db/demo-data';
import { fieldsAtFault } from '../../../test/answers';
import { cardPayments } from '../../../test/card-payments';
import { refundsWithFaults } from '../../../test/card-provider';
import { catalogueContext } from '../../../test/catalogue-context';
import type { catalogueFactory } from '../../../test/catalogue-factory';
import type { TestContext } from '../../../test/harness';
import { holdSevenNights } from '../../../test/held-stay';

/**
 * The back office's money desk (decision 035): refunds through the card provider, cancellation with a
 * refund, card payments taken by telephone, and the day's money. With DATABASE_URL set the file
 * runs on PostgreSQL, where the racing refunds below really run side by side.
 */
let ctx: TestContext;
let make: ReturnType<typeof catalogueFactory>;
let cards: ReturnType<typeof cardPayments>;
let reception: string;
let receptionId: number;
/** The card provider: a test can make its next refund refused, or taken and then lost. */
const provider = refundsWithFaults();

beforeAll(async () => {
  ({ ctx, make } = await catalogueContext({}, 'site', { cardProvider: provider.withRefunds }));
  cards = cardPayments(ctx);
  const login = await ctx.request({
    method: 'POST',
    url: '/api/login',
    payload: { email: DEMO_ACCOUNTS.reception.email, password: DEMO_ACCOUNTS.reception.password },
  });
  reception = login.json().data.bearer_token;
  receptionId = login.json().data.user.id;
}, 60_000);
afterAll(() => ctx.close());

/** A guest's 7-night stay 45 days ahead at £700 (deposit £140), on a grade with `units` units. */
async function stay(options: { pay?: 'full' | 'deposit' | 'deposit+balance' | 'none'; units?: number } = {}) {
  const guest = await ctx.newUser();
  const { id, park: p, grade: g } = await holdSevenNights(ctx, make, guest, options.units ?? 2);
  const pay = options.pay ?? 'full';
  if (pay === 'full') {
    const paid = await cards.payStay(guest.token, id, 'Initial');
    expect(paid.statusCode).toBe(201);
  }
  if (pay === 'deposit' || pay === 'deposit+balance') {
    const paid = await cards.payStay(guest.token, id, 'Deposit');
    expect(paid.statusCode).toBe(201);
  }
  if (pay === 'deposit+balance') {
    const paid = await cards.payStay(guest.token, id, 'Additional', { amount: '560' });
    expect(paid.statusCode).toBe(201);
  }
  const bookingNo = (await row(id)).booking_no;
  return { id, bookingNo, guest, park: p, grade: g };
}

async function row(id: number) {
  const [found] = rowsOf<{ booking_no: string; paid: number; pending: number; status: string }>(
    await ctx.db.execute(
      sql`select booking_no, paid_pence as paid, pending_pence as pending, status from booking where id = ${id}`,
    ),
  );
  return found!;
}

const refunds = async (bookingId: number) =>
  rowsOf<{ id: number; amount: number; status: string; payment_id: number; staff_user_id: number }>(
    await ctx.db.execute(sql`
      select r.id, r.amount_pence as amount, r.status, r.payment_id, r.staff_user_id from refund r
      join payment p on p.id = r.payment_id where p.booking_id = ${bookingId} order by r.id`),
  );

const setAside = async (bookingId: number) =>
  rowsOf<{ refunded: number }>(
    await ctx.db.execute(
      sql`select coalesce(sum(refunded_pence), 0)::int as refunded from payment where booking_id = ${bookingId}`,
    ),
  )[0]!.refunded;

/** The sandbox's refund transactions for a stay's payments: what really went back to the card. */
const providerRefunds = async (bookingId: number) =>
  rowsOf<{ amount: number }>(
    await ctx.db.execute(sql`
      select s.amount from sandbox_transaction s
      join payment p on p.provider_transaction_id = s.reference_transaction_id
      where p.booking_id = ${bookingId} and s.transaction_type = 'Refund'`),
  );

const audit = async (bookingNo: string) =>
  rowsOf<{ action: string; staff_user_id: number; before: unknown; after: Record<string, unknown> }>(
    await ctx.db.execute(sql`
      select action, staff_user_id, before, after from audit_entry
      where entity_type = 'booking' and entity_id = ${bookingNo} order by id`),
  );

function post(url: string, payload: unknown, key: string | undefined = randomUUID(), token = reception) {
  return ctx.request({
    method: 'POST',
    url,
    token,
    headers: key ? { 'idempotency-key': key } : {},
    payload: payload as Record<string, unknown>,
  });
}

const refund = (bookingNo: string, body: unknown, key?: string, token?: string) =>
  post(`/api/admin/bookings/${bookingNo}/refunds`, body, key, token);
const cancel = (bookingNo: string, body: unknown, key?: string, token?: string) =>
  post(`/api/admin/bookings/${bookingNo}/cancel`, body, key, token);

describe("another member of staff's Idempotency-Key", () => {
  it('is answered as an unknown key: a refund, a cancellation or a payment of their own', async () => {
    const admin = (
      await ctx.request({
        method: 'POST',
        url: '/api/login',
        payload: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password },
      })
    ).json().data.bearer_token as string;
    const [first, second] = [await stay(), await stay()];
    const key = randomUUID();

    const byReception = await refund(
      first.bookingNo,
      { amount_pence: 5_000, reason: 'Hot tub out of order' },
      key,
    );
    expect(byReception.statusCode).toBe(201);
    const byAdmin = await refund(
      second.bookingNo,
      { amount_pence: 6_000, reason: 'Pool closed' },
      key,
      admin,
    );
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json().data.refunded_pence).toBe(6_000);
    expect((await row(second.id)).paid).toBe(64_000);

    // Each stay now has something to pay: a telephone payment under one key each.
    const payKey = randomUUID();
    const take = async (bookingNo: string, token: string) => {
      const card = await cards.cardIdentifier(token, 'SUCCESSFUL');
      return post(
        `/api/admin/bookings/${bookingNo}/payments`,
        {
          amount_pence: 1_000,
          merchant_session_key: card.merchantSessionKey,
          card_identifier: card.cardIdentifier,
        },
        payKey,
        token,
      );
    };
    expect((await take(first.bookingNo, reception)).statusCode).toBe(201);
    const adminTakes = await take(second.bookingNo, admin);
    expect(adminTakes.statusCode).toBe(201);
    expect(adminTakes.json().data.outcome).toBe('authorised');
    expect((await row(second.id)).paid).toBe(65_000);

    const cancelled = await cancel(second.bookingNo, { refund_pence: 0, reason: 'Guest asked' }, key, admin);
    expect(cancelled.statusCode).toBe(201);
    expect((await row(second.id)).status).toBe('cancelled');
    // The admin's cancellation is not reception's to replay: the same key hears what a new one does.
    const sameKey = await cancel(second.bookingNo, { refund_pence: 0, reason: 'Guest asked' }, key);
    const newKey = await cancel(second.bookingNo, { refund_pence: 0, reason: 'Guest asked' });
    expect(sameKey.statusCode).toBe(409);
    expect(sameKey.json()).toEqual(newKey.json());
    const receptionCancels = await cancel(first.bookingNo, { refund_pence: 0, reason: 'Guest asked' }, key);
    expect(receptionCancels.statusCode).toBe(201);
    expect((await row(first.id)).status).toBe('cancelled');
  }, 60_000);
});

describe('GET /api/admin/bookings/:booking_no/payments', () => {
  it("lists the stay's payments, online or by telephone, with what may be refunded", async () => {
    const s = await stay({ pay: 'deposit+balance' });
    const response = await ctx.request({
      method: 'GET',
      url: `/api/admin/bookings/${s.bookingNo}/payments`,
      token: reception,
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      booking_no: s.bookingNo,
      status: 'confirmed',
      total_pence: 70_000,
      paid_pence: 70_000,
      balance_due_pence: 0,
      refundable_pence: 70_000,
      taken_pence: 70_000,
      refunded_pence: 0,
    });
    expect(data.payments.map((p: { amount_pence: number }) => p.amount_pence)).toEqual([56_000, 14_000]);
    expect(data.payments[0]).toMatchObject({
      status: 'authorised',
      method: 'online',
      taken_by: null,
      refunds: [],
    });
  });

  it('answers 404 for an unknown reference', async () => {
    const response = await ctx.request({
      method: 'GET',
      url: '/api/admin/bookings/BK0000000/payments',
      token: reception,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/admin/bookings/:booking_no/refunds', () => {
  it('refunds part of a payment: paid goes down, the refund is audited and the guest is e-mailed', async () => {
    const s = await stay();
    const key = randomUUID();
    const response = await refund(
      s.bookingNo,
      { amount_pence: 5_000, reason: 'Hot tub <out> of order & drained' },
      key,
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      data: { refunded_pence: 5_000, pending_pence: 0, failed_pence: 0 },
    });
    expect(body.data.refunds).toEqual([
      expect.objectContaining({
        amount_pence: 5_000,
        status: 'refunded',
        reason: 'Hot tub <out> of order & drained',
        by: { id: receptionId, name: expect.any(String) },
      }),
    ]);
    expect(body.data.money).toMatchObject({
      paid_pence: 65_000,
      refunded_pence: 5_000,
      refundable_pence: 65_000,
    });
    expect(await row(s.id)).toMatchObject({ paid: 65_000, status: 'confirmed' });
    expect(await providerRefunds(s.id)).toEqual([{ amount: 5_000 }]);
    const entries = await audit(s.bookingNo);
    expect(entries.at(-1)).toMatchObject({
      action: 'booking.refund',
      staff_user_id: receptionId,
      before: { paid_pence: 70_000 },
      after: expect.objectContaining({
        paid_pence: 65_000,
        refund_pence: 5_000,
        reason: 'Hot tub <out> of order & drained',
      }),
    });
    const [mail] = await ctx.outbox(s.guest.email);
    expect(mail!.subject).toBe(`Booking ${s.bookingNo}: we have refunded £50.00`);
    // The dialog tells staff "The guest sees this": the reason is in the e-mail, escaped in HTML.
    expect(mail!.text).toContain('Reason: Hot tub <out> of order & drained');
    expect(mail!.html).toContain('Reason: Hot tub &lt;out&gt; of order &amp; drained');
    expect(mail!.html).not.toContain('<out>');
    expect(mail!.text).toContain('to the card ending 0006');
    expect(mail!.text).toContain('3 to 5 working days');
    expect(mail!.text).toContain('You have now paid £650.00 of £700.00; £50.00 is left to pay.');

    // The same request again is the same refund: answered, never sent to the provider twice.
    const again = await refund(
      s.bookingNo,
      { amount_pence: 5_000, reason: 'Hot tub <out> of order & drained' },
      key,
    );
    expect(again.statusCode).toBe(201);
    expect(again.json().data.refunds[0].id).toBe(body.data.refunds[0].id);
    expect(await providerRefunds(s.id)).toHaveLength(1);
    expect((await row(s.id)).paid).toBe(65_000);
    // The key of that refund for another amount is refused.
    const other = await refund(
      s.bookingNo,
      { amount_pence: 6_000, reason: 'Hot tub <out> of order & drained' },
      key,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('splits a refund over the payments, newest first', async () => {
    const s = await stay({ pay: 'deposit+balance' });
    const response = await refund(s.bookingNo, { amount_pence: 60_000, reason: 'Stay shortened' });
    expect(response.statusCode).toBe(201);
    const parts = await refunds(s.id);
    expect(parts.map((p) => p.amount)).toEqual([56_000, 4_000]);
    expect(parts.every((p) => p.status === 'refunded')).toBe(true);
    expect((await row(s.id)).paid).toBe(10_000);
    expect((await providerRefunds(s.id)).map((r) => r.amount).sort()).toEqual([4_000, 56_000]);
  });

  it('refuses more than was paid, and bad input, naming the field', async () => {
    const s = await stay({ pay: 'deposit' });
    const tooMuch = await refund(s.bookingNo, { amount_pence: 14_001, reason: 'Goodwill' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({
      code: 'REFUND_TOO_MUCH',
      message: 'You can refund at most £140.00',
      errors: [{ field: 'amount_pence', message: 'You can refund at most £140.00' }],
    });
    const bad = await refund(s.bookingNo, { amount_pence: 12.5, reason: ' ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION');
    expect(fieldsAtFault(bad.json()).sort()).toEqual(['amount_pence', 'reason']);
    const noKey = await refund(s.bookingNo, { amount_pence: 100, reason: 'Goodwill' }, '');
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().errors[0].field).toBe('idempotency-key');
    expect(await refunds(s.id)).toEqual([]);
    expect((await row(s.id)).paid).toBe(14_000);
  });

  it('leaves nothing set aside when the provider refuses the refund', async () => {
    const s = await stay();
    provider.failNextRefund('refuse');
    const response = await refund(s.bookingNo, { amount_pence: 10_000, reason: 'Goodwill' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: false,
      data: { failed_pence: 10_000, refunded_pence: 0 },
    });
    expect(response.json().message).toMatch(/refused to refund £100.00/);
    expect((await refunds(s.id)).map((r) => r.status)).toEqual(['failed']);
    expect(await setAside(s.id)).toBe(0);
    expect((await row(s.id)).paid).toBe(70_000);
    // The whole amount may still be refunded.
    expect((await refund(s.bookingNo, { amount_pence: 70_000, reason: 'Goodwill' })).statusCode).toBe(201);
  });

  it('settles a refund whose answer was lost by asking the provider, never refunding twice', async () => {
    const s = await stay();
    const key = randomUUID();
    provider.failNextRefund('lose-answer');
    const response = await refund(s.bookingNo, { amount_pence: 20_000, reason: 'Pool closed' }, key);
    expect(response.statusCode).toBe(202);
    expect(response.json().data).toMatchObject({ pending_pence: 20_000, refunded_pence: 0 });
    expect((await refunds(s.id)).map((r) => r.status)).toEqual(['pending']);
    // Set aside: no second refund can take it meanwhile; paid is unchanged until it settles.
    expect(await setAside(s.id)).toBe(20_000);
    expect((await row(s.id)).paid).toBe(70_000);
    const tooMuch = await refund(s.bookingNo, { amount_pence: 50_001, reason: 'Pool closed' });
    expect(tooMuch.statusCode).toBe(400);

    // Not before its time…
    await ctx.app.runJobs();
    expect((await refunds(s.id)).map((r) => r.status)).toEqual(['pending']);
    // …then reconciliation asks the provider, which did refund it.
    ctx.advanceClock(10 * 60_000);
    await ctx.app.runJobs();
    expect((await refunds(s.id)).map((r) => r.status)).toEqual(['refunded']);
    expect((await row(s.id)).paid).toBe(50_000);
    expect(await providerRefunds(s.id)).toEqual([{ amount: 20_000 }]);
    expect((await audit(s.bookingNo)).filter((e) => e.action === 'booking.refund')).toHaveLength(1);
    // The guest hears of it once it is done (the e-mail is recorded with the settled refund), once.
    const told = (await ctx.outbox(s.guest.email)).filter((m) => m.subject.includes('we have refunded'));
    expect(told.map((m) => m.subject)).toEqual([`Booking ${s.bookingNo}: we have refunded £200.00`]);
    const replay = await refund(s.bookingNo, { amount_pence: 20_000, reason: 'Pool closed' }, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.json().data.refunded_pence).toBe(20_000);
    await ctx.app.runJobs();
    expect((await row(s.id)).paid).toBe(50_000);
  });

  it('never gives back more than was paid when two refunds race', async () => {
    const s = await stay();
    const answers = await Promise.all([
      refund(s.bookingNo, { amount_pence: 70_000, reason: 'Race one' }),
      refund(s.bookingNo, { amount_pence: 70_000, reason: 'Race two' }),
    ]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes[0]).toBe(201);
    expect([400, 409]).toContain(codes[1]);
    const loser = answers.find((a) => a.statusCode !== 201)!;
    expect(['REFUND_TOO_MUCH', 'REFUND_IN_PROGRESS']).toContain(loser.json().code);
    expect((await row(s.id)).paid).toBe(0);
    expect(await setAside(s.id)).toBe(70_000);
    expect(await providerRefunds(s.id)).toEqual([{ amount: 70_000 }]);
  });
});

describe("the guest's View booking after a refund", () => {
  it('lists each refund with its status, and shows what is paid and left to pay net of refunds', async () => {
    const s = await stay();
    expect(
      (await refund(s.bookingNo, { amount_pence: 5_000, reason: 'Hot tub out of order' })).statusCode,
    ).toBe(201);
    provider.failNextRefund('lose-answer');
    expect((await refund(s.bookingNo, { amount_pence: 3_000, reason: 'Late keys' })).statusCode).toBe(202);
    provider.failNextRefund('refuse');
    expect((await refund(s.bookingNo, { amount_pence: 1_000, reason: 'Refused' })).statusCode).toBe(200);

    const view = await ctx.request({ method: 'GET', url: `/api/bookings/${s.id}`, token: s.guest.token });
    expect(view.statusCode).toBe(200);
    const { data } = view.json();
    // What reception's booking page says: £700 paid, £50 refunded, so £650 paid and £50 to pay; the
    // £30 the card processor has not confirmed is being checked and not yet taken off.
    expect(data.booking).toMatchObject({ paid_pence: 65_000, refunded_pence: 5_000 });
    expect(data.eliteData['@attributes'].outstanding_amount_pence).toBe(5_000);
    expect(data.refunds).toEqual([
      expect.objectContaining({ amount_pence: 3_000, status: 'pending', reason: 'Late keys' }),
      expect.objectContaining({ amount_pence: 5_000, status: 'refunded', reason: 'Hot tub out of order' }),
    ]);
    // A refund the provider refused gave nothing back: the guest is not shown it.
    expect(data.refunds).toHaveLength(2);
    const [payment] = data.payments;
    expect(data.refunds[0]).toMatchObject({ payment_id: payment.id, created_at: expect.any(String) });
  });
});

describe('POST /api/admin/bookings/:booking_no/cancel', () => {
  it('cancels the stay, frees its unit for search, refunds the chosen amount and tells the guest', async () => {
    const s = await stay({ units: 1 });
    const search = async () => {
      const response = await ctx.request({
        method: 'GET',
        url: `/api/find-availability?booking_type=1&park_code=${s.park.parkCode}&arrival_date=${make.day(45)}&no_of_nights=7&no_of_adults=2`,
      });
      return (
        response.json().data as { grade_code: string; arrival_date: string; available_count: number }[]
      ).find((r) => r.grade_code === s.grade.gradeCode && r.arrival_date === make.day(45))?.available_count;
    };
    expect(await search()).toBe(0);
    const key = randomUUID();
    const response = await cancel(s.bookingNo, { refund_pence: 50_000, reason: 'Family emergency' }, key);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'The booking has been cancelled. £500.00 has been refunded.',
      data: {
        status: 'cancelled',
        refunded_pence: 50_000,
        money: { status: 'cancelled', paid_pence: 20_000 },
      },
    });
    expect(await row(s.id)).toMatchObject({ status: 'cancelled', paid: 20_000 });
    expect(await search()).toBe(1);
    const entries = await audit(s.bookingNo);
    expect(entries.map((e) => e.action)).toEqual(['booking.cancel', 'booking.refund']);
    expect(entries[0]).toMatchObject({
      before: { status: 'confirmed' },
      after: expect.objectContaining({
        status: 'cancelled',
        reason: 'Family emergency',
        refund_pence: 50_000,
      }),
    });
    const [mail] = await ctx.outbox(s.guest.email);
    expect(mail!.subject).toBe(`Booking ${s.bookingNo} has been cancelled`);
    expect(mail!.text).toContain('Reason: Family emergency');
    expect(mail!.html).toContain('Reason: Family emergency');
    expect(mail!.text).toContain('We have refunded £500.00 to the card ending 0006.');
    expect(mail!.text).toContain('£200.00 of what you paid is kept');

    const again = await cancel(s.bookingNo, { refund_pence: 50_000, reason: 'Family emergency' }, key);
    expect(again.statusCode).toBe(201);
    expect(await providerRefunds(s.id)).toHaveLength(1);
    const twice = await cancel(s.bookingNo, { refund_pence: 0, reason: 'Family emergency' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('BOOKING_CANCELLED');
    // What was kept may still be refunded later.
    expect((await refund(s.bookingNo, { amount_pence: 20_000, reason: 'Goodwill' })).statusCode).toBe(201);
  });

  it('cancels keeping everything with a refund of £0, and replays that by its key', async () => {
    const s = await stay({ pay: 'deposit' });
    const key = randomUUID();
    const first = await cancel(s.bookingNo, { refund_pence: 0, reason: 'No show' }, key);
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe('The booking has been cancelled.');
    expect(await row(s.id)).toMatchObject({ status: 'cancelled', paid: 14_000 });
    const again = await cancel(s.bookingNo, { refund_pence: 0, reason: 'No show' }, key);
    expect(again.statusCode).toBe(201);
    expect((await audit(s.bookingNo)).filter((e) => e.action === 'booking.cancel')).toHaveLength(1);
  });

  it('refuses a refund above what was paid, and cancels nothing', async () => {
    const s = await stay({ pay: 'deposit' });
    const response = await cancel(s.bookingNo, { refund_pence: 14_001, reason: 'Family emergency' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'REFUND_TOO_MUCH', errors: [{ field: 'refund_pence' }] });
    expect((await row(s.id)).status).toBe('confirmed');
    const bad = await cancel(s.bookingNo, { refund_pence: -1 });
    expect(bad.statusCode).toBe(400);
    expect(fieldsAtFault(bad.json()).sort()).toEqual(['reason', 'refund_pence']);
  });
});

describe('POST /api/admin/bookings/:booking_no/payments', () => {
  it('takes a card payment by telephone without 3-D Secure, taken by the member of staff', async () => {
    const s = await stay({ pay: 'deposit' });
    // A card the sandbox would challenge online: a telephone order is never challenged.
    const card = await cards.cardIdentifier(reception, 'CHALLENGE');
    const key = randomUUID();
    const body = {
      amount_pence: 30_000,
      merchant_session_key: card.merchantSessionKey,
      card_identifier: card.cardIdentifier,
    };
    const response = await post(`/api/admin/bookings/${s.bookingNo}/payments`, body, key);
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      outcome: 'authorised',
      payment: {
        amount_pence: 30_000,
        status: 'authorised',
        method: 'telephone',
        taken_by: { id: receptionId },
      },
      money: { paid_pence: 44_000, balance_due_pence: 26_000 },
    });
    expect(await row(s.id)).toMatchObject({ paid: 44_000, pending: 0 });
    const [payment] = rowsOf<{ taken_by: number; user_id: number; type: string }>(
      await ctx.db.execute(sql`select taken_by, user_id, type from payment where id = ${data.payment.id}`),
    );
    expect(payment).toEqual({ taken_by: receptionId, user_id: s.guest.id, type: 'Telephone' });
    const entries = await audit(s.bookingNo);
    expect(entries.at(-1)).toMatchObject({
      action: 'booking.payment',
      staff_user_id: receptionId,
      before: { paid_pence: 14_000 },
      after: expect.objectContaining({ paid_pence: 44_000, payment_pence: 30_000 }),
    });
    const [mail] = await ctx.outbox(s.guest.email);
    expect(mail!.subject).toBe(`Booking ${s.bookingNo}: receipt for your payment of £300.00`);
    expect(mail!.text).toContain('the card ending 0006');
    expect(mail!.text).toContain('£260.00 is left to pay');

    const again = await post(`/api/admin/bookings/${s.bookingNo}/payments`, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.json().data.payment.id).toBe(data.payment.id);
    expect((await row(s.id)).paid).toBe(44_000);
    const otherAmount = await post(
      `/api/admin/bookings/${s.bookingNo}/payments`,
      { ...body, amount_pence: 100 },
      key,
    );
    expect(otherAmount.statusCode).toBe(422);
  });

  it('refuses more than the balance due, naming the field, and says when the bank declines', async () => {
    const s = await stay({ pay: 'deposit' });
    const card = await cards.cardIdentifier(reception, 'NOTAUTH');
    const tooMuch = await post(`/api/admin/bookings/${s.bookingNo}/payments`, {
      amount_pence: 56_001,
      merchant_session_key: card.merchantSessionKey,
      card_identifier: card.cardIdentifier,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors).toEqual([
      { field: 'amount_pence', message: 'The amount can be at most the balance due, £560.00' },
    ]);
    const declined = await post(`/api/admin/bookings/${s.bookingNo}/payments`, {
      amount_pence: 1_000,
      merchant_session_key: card.merchantSessionKey,
      card_identifier: card.cardIdentifier,
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ success: false, data: { outcome: 'declined' } });
    expect(await row(s.id)).toMatchObject({ paid: 14_000, pending: 0 });
    const missing = await post(`/api/admin/bookings/${s.bookingNo}/payments`, { amount_pence: 'ten' });
    expect(missing.statusCode).toBe(400);
    expect(fieldsAtFault(missing.json()).sort()).toEqual([
      'amount_pence',
      'card_identifier',
      'merchant_session_key',
    ]);
  });
});

describe('GET /api/admin/payments', () => {
  it("lists the day's payments and refunds with totals by method and status", async () => {
    const s = await stay({ pay: 'deposit' });
    const card = await cards.cardIdentifier(reception, 'SUCCESSFUL');
    await post(`/api/admin/bookings/${s.bookingNo}/payments`, {
      amount_pence: 1_000,
      merchant_session_key: card.merchantSessionKey,
      card_identifier: card.cardIdentifier,
    });
    provider.failNextRefund('lose-answer');
    await refund(s.bookingNo, { amount_pence: 500, reason: 'Late check-in' });
    // The day the database recorded the telephone payment on (its own clock), not the server's
    // today: the two differ when the database's day has turned since the run began.
    const [taken] = rowsOf<{ created_at: string }>(
      await ctx.db.execute(sql`
        select p.created_at from payment p join booking b on b.id = p.booking_id
        where b.booking_no = ${s.bookingNo} order by p.id desc limit 1`),
    );
    const response = await ctx.request({
      method: 'GET',
      url: `/api/admin/payments?date=${londonToday(new Date(taken!.created_at))}`,
      token: reception,
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    const ours = data.movements.filter(
      (m: { paid_for: { booking_no: string } }) => m.paid_for.booking_no === s.bookingNo,
    );
    expect(
      ours.map((m: { kind: string; method: string | null; status: string }) => [m.kind, m.method, m.status]),
    ).toEqual([
      ['payment', 'online', 'authorised'],
      ['payment', 'telephone', 'authorised'],
      ['refund', null, 'pending'],
    ]);
    expect(data.totals.telephone_card.amount_pence).toBeGreaterThanOrEqual(1_000);
    expect(data.open).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'refund',
          amount_pence: 500,
          status_detail: expect.stringMatching(/did not answer/),
        }),
      ]),
    );
    expect(data.by_status).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'refund', status: 'pending' })]),
    );
    const empty = await ctx.request({
      method: 'GET',
      url: '/api/admin/payments?date=2020-01-01',
      token: reception,
    });
    expect(empty.json().data).toMatchObject({ movements: [], open: [], totals: { net_pence: 0 } });
    const bad = await ctx.request({
      method: 'GET',
      url: '/api/admin/payments?date=2026-02-30',
      token: reception,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('date');
  });
});
