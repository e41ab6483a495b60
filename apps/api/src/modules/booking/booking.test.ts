import {
  ACCOUNT_EXISTS_MESSAGE,
  COUPON_APPLIED_MESSAGE,
  COUPON_INVALID_MESSAGE,
  SOLD_OUT_MESSAGE,
} from '@parkstays/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { catalogueContext } from '../../test/catalogue-context';
import type { catalogueFactory } from '../../test/catalogue-factory';
import type { TestContext } from '../../test/harness';
import { guestDetails } from '../../test/held-stay';

let ctx: TestContext;
let make: ReturnType<typeof catalogueFactory>;
beforeAll(async () => {
  ({ ctx, make } = await catalogueContext());
});
afterAll(() => ctx.close());

/** A guest's details with an address no account has yet. */
const newGuestDetails = () => guestDetails(`rosie.${Math.random().toString(36).slice(2)}@example.test`);

/** The booking form's answer for grade `gradeCode`, `offset` days ahead, for 2 adults and no children. */
const stay = (
  gradeCode: string,
  offset: number,
  nights: number,
  overrides: Record<string, unknown> = {},
) => ({
  grade_code: gradeCode,
  arrival_date: make.day(offset),
  no_of_nights: nights,
  no_of_adults: 2,
  no_of_children: 0,
  ...newGuestDetails(),
  ...overrides,
});

async function aGrade(options: Parameters<typeof make.grade>[0] extends infer T ? Partial<T> : never = {}) {
  const p = await make.park();
  return make.grade({
    parkId: p.id,
    units: 2,
    capacity: 4,
    prices: { from: 0, to: 90, nights: [3, 7], pricePence: 10_000 },
    ...options,
  });
}

const book = (body: Record<string, unknown>, token?: string) =>
  ctx.request({ method: 'POST', url: '/api/bookings', payload: body, token });

describe('POST /api/bookings', () => {
  it('holds a unit for a new guest, makes their account and signs them in', async () => {
    const g = await aGrade();
    const details = newGuestDetails();
    const response = await book(
      stay(g.gradeCode, 40, 7, { no_of_children: 1, password: 'Curlew-Estuary-9', ...details }),
    );
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.booking_no).toMatch(/^BK\d{7}$/);
    const minutesHeld = (Date.parse(data.hold_expires_at) - ctx.now().getTime()) / 60_000;
    expect(minutesHeld).toBeGreaterThan(29);
    expect(minutesHeld).toBeLessThanOrEqual(30);
    expect(data.session.user.email).toBe(details.email);

    const view = await ctx.request({
      method: 'GET',
      url: `/api/bookings/${data.id}`,
      token: data.session.bearer_token,
    });
    expect(view.statusCode).toBe(200);
    const { booking, eliteData, payment_options } = view.json().data;
    expect(booking).toMatchObject({
      arrival_date: make.day(40),
      no_of_nights: 7,
      no_of_adults: 2,
      no_of_children: 1,
      status: 'held',
    });
    expect(eliteData['@attributes']).toMatchObject({
      booking_no: data.booking_no,
      first_name: 'Rosie',
      surname: 'Walker',
      post_code: 'YO187AA',
      standard_price: '700.00',
      total_price: '700.00',
      deposit_amount: '140.00',
      outstanding_amount: '700.00',
      confirmed: 'false',
    });
    expect(payment_options).toEqual([
      { id: 1, title: 'Full Payment', dbvalue: 'Initial', amount: '700.00', amount_pence: 70_000 },
      { id: 2, title: 'Deposit', dbvalue: 'Deposit', amount: '140.00', amount_pence: 14_000 },
    ]);
  });

  it('offers no deposit for a stay within 28 days', async () => {
    const g = await aGrade();
    const user = await ctx.newUser();
    const response = await book(stay(g.gradeCode, 10, 3), user.token);
    expect(response.statusCode).toBe(201);
    const view = await ctx.request({
      method: 'GET',
      url: `/api/bookings/${response.json().data.id}`,
      token: user.token,
    });
    expect(view.json().data.payment_options.map((o: { dbvalue: string }) => o.dbvalue)).toEqual(['Initial']);
  });

  it('answers "already exists" for a guest whose e-mail has an account, and lets the unit go', async () => {
    const g = await aGrade({ units: 1 });
    const existing = await ctx.newUser();
    const refused = await book(
      stay(g.gradeCode, 30, 3, { email: existing.email, password: 'Curlew-Estuary-9' }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      success: false,
      message: ACCOUNT_EXISTS_MESSAGE,
      code: 'ACCOUNT_EXISTS',
    });
    const signedIn = await book(stay(g.gradeCode, 30, 3), existing.token);
    expect(signedIn.statusCode).toBe(201);
  });

  it('sells the last unit once: the next guest is told it has sold out', async () => {
    const g = await aGrade({ units: 1 });
    const user = await ctx.newUser();
    expect((await book(stay(g.gradeCode, 50, 7), user.token)).statusCode).toBe(201);
    const second = await book(stay(g.gradeCode, 53, 3), user.token);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(SOLD_OUT_MESSAGE);
  });

  it('gives parallel bookings of 3 free units exactly 3 holds on 3 different units', async () => {
    const g = await aGrade({ units: 3 });
    const user = await ctx.newUser();
    const week = stay(g.gradeCode, 60, 7);
    const answers = await Promise.all(Array.from({ length: 12 }, () => book(week, user.token)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
  });

  it('releases a hold after 30 minutes so the unit can be booked again', async () => {
    const g = await aGrade({ units: 1 });
    const user = await ctx.newUser();
    const short = stay(g.gradeCode, 70, 3);
    const first = await book(short, user.token);
    expect((await book(short, user.token)).statusCode).toBe(409);
    ctx.advanceClock(31 * 60_000);
    expect((await book(short, user.token)).statusCode).toBe(201);
    const old = await ctx.request({
      method: 'GET',
      url: `/api/bookings/${first.json().data.id}`,
      token: user.token,
    });
    expect(old.json().data.booking.status).toBe('expired');
  });

  it('never lets go a lapsed hold with money on it or on its way: the refund job settles those', async () => {
    const g = await aGrade({ units: 2 });
    // Both units held by lapsed holds, 80 days ahead for 3 nights.
    const [paid, inFlight] = await Promise.all(
      g.units.map((unit) =>
        make.booking({
          gradeId: g.id,
          unitId: unit.id,
          arrivalOffset: 80,
          nights: 3,
          status: 'held',
          holdExpiresAt: new Date(ctx.now().getTime() - 60_000),
        }),
      ),
    );
    await ctx.db.execute(
      sql`update booking set standard_price_pence = 30000, paid_pence = 6000 where id = ${paid!.id}`,
    );
    await ctx.db.execute(
      sql`update booking set standard_price_pence = 30000, pending_pence = 30000 where id = ${inFlight!.id}`,
    );
    const user = await ctx.newUser();
    const refused = await book(stay(g.gradeCode, 80, 3), user.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'SOLD_OUT', message: SOLD_OUT_MESSAGE });
    await ctx.app.bookings.expireHolds();
    const statuses = rowsOf<{ status: string }>(
      await ctx.db.execute(sql`select status from booking where id in (${paid!.id}, ${inFlight!.id})`),
    );
    expect(statuses.map((row) => row.status)).toEqual(['held', 'held']);
  });

  it.each([
    ['no_of_adults', { no_of_adults: 4, no_of_children: 1 }, 400],
    ['has_pets', { has_pets: 1 }, 400],
    ['password', { password: undefined }, 400],
    ['grade_code', { grade_code: 'NOPE' }, 400],
    ['phone_number', { phone_number: '' }, 400],
  ])('refuses a booking with a bad %s', async (field, overrides, status) => {
    const g = await aGrade();
    const response = await book(stay(g.gradeCode, 20, 3, { password: 'Curlew-Estuary-9', ...overrides }));
    expect(response.statusCode).toBe(status);
    expect(response.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('answers sold out for a stay that is not on sale', async () => {
    const g = await aGrade();
    const user = await ctx.newUser();
    const response = await book(stay(g.gradeCode, 20, 14), user.token);
    expect(response.statusCode).toBe(409);
  });
});

describe('extras, promotional codes and access', () => {
  async function heldBooking() {
    const g = await aGrade();
    await make.extras(g.id, ['COT', 'LIN']);
    const user = await ctx.newUser();
    const response = await book(stay(g.gradeCode, 45, 7), user.token);
    return { user, id: response.json().data.id as number };
  }

  it('sets extras from the price list, keeping only quantities above 0', async () => {
    const { user, id } = await heldBooking();
    const response = await ctx.request({
      method: 'POST',
      url: `/api/bookings/${id}/updateExtras`,
      token: user.token,
      payload: {
        extrasJSON: [
          { code: 'COT', quantity: 1 },
          { code: 'LIN', quantity: 0 },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const { eliteData } = response.json().data;
    expect(eliteData.Extra).toEqual([
      expect.objectContaining({
        code: 'COT',
        selectedQuantity: 1,
        unit_price: '15.00',
        price: '15.00',
        note: 'An additional £10 deposit for cot hire is payable on arrival.',
      }),
      expect.objectContaining({ code: 'LIN', selectedQuantity: 0 }),
    ]);
    expect(eliteData['@attributes']).toMatchObject({ extras_amount: '15.00', total_price: '715.00' });

    const unknown = await ctx.request({
      method: 'POST',
      url: `/api/bookings/${id}/updateExtras`,
      token: user.token,
      payload: { extrasJSON: [{ code: 'PET', quantity: 1 }] },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('applies a valid promotional code and refuses an unknown or expired one', async () => {
    const { user, id } = await heldBooking();
    await make.promotionalCode('TENOFF', 10);
    await make.promotionalCode('OLDDEAL', 20, -90, -10);
    const apply = (code: string) =>
      ctx.request({
        method: 'PUT',
        url: `/api/bookings/${id}/apply_promotional_code`,
        token: user.token,
        payload: { promotional_code: code },
      });
    expect((await apply('NOSUCH')).json()).toEqual({
      success: true,
      message: COUPON_INVALID_MESSAGE,
      data: { '@attributes': { applied: 'false' }, reason: 'unknown' },
    });
    const ended = make.day(-10).split('-').reverse().join('/');
    expect((await apply('OLDDEAL')).json()).toEqual({
      success: true,
      message: `Invalid coupon, please check and try again. This code ended on ${ended}.`,
      data: { '@attributes': { applied: 'false' }, reason: 'ended' },
    });
    const applied = await apply('tenoff');
    expect(applied.json()).toEqual({
      success: true,
      message: COUPON_APPLIED_MESSAGE,
      data: { '@attributes': { applied: 'true' } },
    });
    const view = (await ctx.request({ method: 'GET', url: `/api/bookings/${id}`, token: user.token })).json()
      .data;
    expect(view.eliteData['@attributes']).toMatchObject({
      standard_price: '700.00',
      booking_price: '630.00',
      discount_amount: '70.00',
      total_price: '630.00',
      promotional_code: 'TENOFF',
    });
  });

  it("answers another user's booking as missing, and a visitor with 401", async () => {
    const { id } = await heldBooking();
    const stranger = await ctx.newUser();
    for (const [method, url, payload] of [
      ['GET', `/api/bookings/${id}`, undefined],
      ['POST', `/api/bookings/${id}/updateExtras`, { extrasJSON: [] }],
      ['PUT', `/api/bookings/${id}/apply_promotional_code`, { promotional_code: 'TENOFF' }],
    ] as const) {
      const response = await ctx.request({ method, url, token: stranger.token, payload });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Booking not found', code: 'NOT_FOUND' });
      expect((await ctx.request({ method, url, payload })).statusCode).toBe(401);
    }
    expect(
      (await ctx.request({ method: 'GET', url: '/api/bookings/999999', token: stranger.token })).statusCode,
    ).toBe(404);
  });

  it('lists only your own bookings', async () => {
    const { user, id } = await heldBooking();
    await heldBooking();
    const list = (await ctx.request({ method: 'GET', url: '/api/bookings', token: user.token })).json().data;
    expect(list.map((b: { id: number }) => b.id)).toEqual([id]);
  });
});
