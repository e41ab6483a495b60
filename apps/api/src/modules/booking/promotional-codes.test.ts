import { COUPON_APPLIED_MESSAGE, COUPON_INVALID_MESSAGE } from '@parkstays/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { booking } from '../../db/schema';
import { catalogueContext } from '../../test/catalogue-context';
import { BREAKS_AT_100_A_NIGHT, type catalogueFactory } from '../../test/catalogue-factory';
import type { TestContext } from '../../test/harness';
import { holdAsNewGuest } from '../../test/held-stay';
import { BookingRepository } from './booking.repository';

let ctx: TestContext;
let make: ReturnType<typeof catalogueFactory>;
let reception: string;
const HOLD_MINUTES = 30;

beforeAll(async () => {
  ({ ctx, make } = await catalogueContext({
    MAX_LIVE_HOLDS_PER_ACCOUNT: '1000',
    MAX_LIVE_HOLDS_PER_EMAIL: '1000',
  }));
  reception = await ctx.signIn('reception');
}, 60_000);
afterAll(() => ctx.close());

const ukDay = (iso: string) => iso.split('-').reverse().join('/');

/** A park with a grade of `units` units at £100 a night (3 and 7 nights, the next 90 days). */
const aGrade = (units = 4) => make.parkWithGrade({ units, capacity: 4, prices: BREAKS_AT_100_A_NIGHT });

/** A held booking made through the API by a new guest: its id and the guest's token. */
const hold = (gradeCode: string, offset: number, nights = 3) =>
  holdAsNewGuest(ctx, { grade_code: gradeCode, arrival_date: make.day(offset), no_of_nights: nights });

const apply = (stay: { id: number; token: string }, code: string) =>
  ctx.request({
    method: 'PUT',
    url: `/api/bookings/${stay.id}/apply_promotional_code`,
    token: stay.token,
    payload: { promotional_code: code },
  });

/** A stay `offset` days ahead on a new grade of `units` units, with `promotion` made and applied. */
async function stayWithCode(promotion: Parameters<typeof make.promotion>[0], offset: number, units = 4) {
  const { grade } = await aGrade(units);
  await make.promotion(promotion);
  const stay = await hold(grade.gradeCode, offset);
  await apply(stay, promotion.code);
  return { grade, stay };
}

const drop = (stay: { id: number; token: string }) =>
  ctx.request({ method: 'DELETE', url: `/api/bookings/${stay.id}/promotional_code`, token: stay.token });

const timesUsed = async (code: string) =>
  rowsOf<{ n: number }>(
    await ctx.db.execute(sql`select times_used as n from promotional_code where code = ${code}`),
  )[0]!.n;

const stayMoney = async (id: number) =>
  rowsOf<{ code: string; discount: number; status: string }>(
    await ctx.db.execute(
      sql`select promotional_code as code, discount_pence as discount, status from booking where id = ${id}`,
    ),
  )[0]!;

describe('applying a promotional code', () => {
  it('takes a percentage, or a fixed amount that is never more than the stay', async () => {
    const { grade } = await aGrade();
    await make.promotion({ code: 'TAKE50', amountOffPence: 5_000 });
    await make.promotion({ code: 'TAKE900', amountOffPence: 90_000 });
    await make.promotion({ code: 'QUARTER', percentOff: 25 });

    const fixed = await hold(grade.gradeCode, 20);
    expect((await apply(fixed, 'take50')).json()).toEqual({
      success: true,
      message: COUPON_APPLIED_MESSAGE,
      data: { '@attributes': { applied: 'true' } },
    });
    expect(await stayMoney(fixed.id)).toMatchObject({ code: 'TAKE50', discount: 5_000 });
    const view = (
      await ctx.request({ method: 'GET', url: `/api/bookings/${fixed.id}`, token: fixed.token })
    ).json().data;
    expect(view.eliteData['@attributes']).toMatchObject({
      standard_price: '300.00',
      discount_amount: '50.00',
      total_price: '250.00',
    });

    const capped = await hold(grade.gradeCode, 24);
    expect((await apply(capped, 'TAKE900')).json().data['@attributes'].applied).toBe('true');
    expect(await stayMoney(capped.id)).toMatchObject({ code: 'TAKE900', discount: 30_000 });

    const percent = await hold(grade.gradeCode, 28, 7);
    expect((await apply(percent, 'QUARTER')).json().data['@attributes'].applied).toBe('true');
    expect(await stayMoney(percent.id)).toMatchObject({ code: 'QUARTER', discount: 17_500 });
  });

  it('refuses a code with the rule that stops it, changing nothing', async () => {
    const { park, grade } = await aGrade();
    const other = await make.park();
    await make.promotion({ code: 'SOON', validFrom: make.day(3), validTo: make.day(30) });
    await make.promotion({ code: 'GONE', validFrom: make.day(-30), validTo: make.day(-1) });
    await make.promotion({ code: 'WEEKLONG', minimumNights: 7 });
    await make.promotion({ code: 'ELSEWHERE', parkCodes: [other.parkCode] });
    await make.promotion({ code: 'HERE', parkCodes: [other.parkCode, park.parkCode] });
    await make.promotion({ code: 'ALLGONE', usageLimit: 2, timesUsed: 2 });
    await make.promotion({ code: 'TODAYONLY', validFrom: make.day(0), validTo: make.day(0) });
    const stay = await hold(grade.gradeCode, 30);

    const refusals = {
      NOSUCH: ['unknown', COUPON_INVALID_MESSAGE],
      SOON: ['not_started', `${COUPON_INVALID_MESSAGE}. This code can be used from ${ukDay(make.day(3))}.`],
      GONE: ['ended', `${COUPON_INVALID_MESSAGE}. This code ended on ${ukDay(make.day(-1))}.`],
      WEEKLONG: ['too_short', `${COUPON_INVALID_MESSAGE}. This code is for stays of 7 nights or more.`],
      ELSEWHERE: ['other_park', `${COUPON_INVALID_MESSAGE}. This code cannot be used at this park.`],
      ALLGONE: [
        'used_up',
        `${COUPON_INVALID_MESSAGE}. This code has been used as many times as it allows, so it cannot be applied.`,
      ],
    };
    for (const [code, [reason, message]] of Object.entries(refusals)) {
      const response = await apply(stay, code);
      expect(response.statusCode, code).toBe(200);
      expect(response.json(), code).toEqual({
        success: true,
        message,
        data: { '@attributes': { applied: 'false' }, reason },
      });
    }
    expect(await stayMoney(stay.id)).toMatchObject({ code: '', discount: 0 });
    expect(await timesUsed('ALLGONE')).toBe(2);

    // Valid on its first and last day (the day it is applied, in London), and at a park it names.
    expect((await apply(stay, 'TODAYONLY')).json().data['@attributes'].applied).toBe('true');
    expect((await apply(stay, 'HERE')).json().data['@attributes'].applied).toBe('true');
    const week = await hold(grade.gradeCode, 40, 7);
    expect((await apply(week, 'WEEKLONG')).json().data['@attributes'].applied).toBe('true');
  });

  it('counts each booking once: applying again takes no use, replacing or removing gives it back', async () => {
    const { grade } = await aGrade();
    await make.promotion({ code: 'FIRSTCODE', usageLimit: 2 });
    await make.promotion({ code: 'SECONDCODE', amountOffPence: 2_000 });
    const stay = await hold(grade.gradeCode, 33);

    expect((await apply(stay, 'FIRSTCODE')).json().data['@attributes'].applied).toBe('true');
    expect((await apply(stay, 'firstcode')).json().data['@attributes'].applied).toBe('true');
    expect(await timesUsed('FIRSTCODE')).toBe(1);

    expect((await apply(stay, 'SECONDCODE')).json().data['@attributes'].applied).toBe('true');
    expect(await timesUsed('FIRSTCODE')).toBe(0);
    expect(await timesUsed('SECONDCODE')).toBe(1);
    expect(await stayMoney(stay.id)).toMatchObject({ code: 'SECONDCODE', discount: 2_000 });

    const removed = await drop(stay);
    expect(removed.json()).toEqual({ success: true, message: 'The code is removed from your booking.' });
    expect(await timesUsed('SECONDCODE')).toBe(0);
    expect(await stayMoney(stay.id)).toMatchObject({ code: '', discount: 0 });
    expect((await drop(stay)).json().message).toBe('This booking has no code to remove.');
  });

  it('keeps the old code when the new one is used up, even when its last use went a moment ago', async () => {
    const { grade } = await aGrade();
    await make.promotion({ code: 'KEEPER' });
    await make.promotion({ code: 'LASTONE', usageLimit: 1 });
    const first = await hold(grade.gradeCode, 36);
    const second = await hold(grade.gradeCode, 36);
    await apply(second, 'KEEPER');
    expect((await apply(first, 'LASTONE')).json().data['@attributes'].applied).toBe('true');

    expect((await apply(second, 'LASTONE')).json().data).toEqual({
      '@attributes': { applied: 'false' },
      reason: 'used_up',
    });
    // The race: the rules said yes on a read, but the conditional UPDATE found no use left. The
    // old code's release is rolled back with it.
    const outcome = await new BookingRepository(ctx.db).offers.applyPromotionalCode(
      second.id,
      'LASTONE',
      () => undefined,
      () => 0,
    );
    expect(outcome).toEqual({ usedUp: true });
    expect(await stayMoney(second.id)).toMatchObject({ code: 'KEEPER' });
    expect(await timesUsed('KEEPER')).toBe(1);
    expect(await timesUsed('LASTONE')).toBe(1);
  });

  it('refuses a change once money is on its way, as before', async () => {
    const { grade } = await aGrade();
    await make.promotion({ code: 'LATE' });
    const stay = await hold(grade.gradeCode, 38);
    await ctx.db.execute(sql`update booking set pending_pence = 100 where id = ${stay.id}`);
    expect((await apply(stay, 'LATE')).statusCode).toBe(409);
    expect((await drop(stay)).statusCode).toBe(409);
    expect(await timesUsed('LATE')).toBe(0);
  });
});

describe('a use is given back', () => {
  it('when the hold lapses and the expiry job lets it go', async () => {
    const { grade, stay } = await stayWithCode({ code: 'LAPSES', usageLimit: 1 }, 42);
    expect(await timesUsed('LAPSES')).toBe(1);
    ctx.advanceClock((HOLD_MINUTES + 1) * 60_000);
    try {
      expect(await ctx.app.bookings.expireHolds()).toBeGreaterThan(0);
    } finally {
      ctx.advanceClock(-(HOLD_MINUTES + 1) * 60_000);
    }
    expect(await stayMoney(stay.id)).toMatchObject({ status: 'expired', code: 'LAPSES' });
    expect(await timesUsed('LAPSES')).toBe(0);
    const next = await hold(grade.gradeCode, 42);
    expect((await apply(next, 'LAPSES')).json().data['@attributes'].applied).toBe('true');
  });

  it('when a new booking lets a lapsed hold in its way go', async () => {
    const { grade, stay } = await stayWithCode({ code: 'INTHEWAY' }, 45, 1);
    await ctx.db.execute(
      sql`update booking set hold_expires_at = now() - interval '1 minute' where id = ${stay.id}`,
    );
    await hold(grade.gradeCode, 45);
    expect(await stayMoney(stay.id)).toMatchObject({ status: 'expired' });
    expect(await timesUsed('INTHEWAY')).toBe(0);
  });

  it('when reception cancels the stay', async () => {
    const { stay } = await stayWithCode({ code: 'CANCELS' }, 48);
    const cancelled = await ctx.request({
      method: 'POST',
      url: `/api/admin/bookings/${stay.bookingNo}/cancel`,
      token: reception,
      headers: { 'idempotency-key': `cancel-${stay.bookingNo}` },
      payload: { refund_pence: 0, reason: 'Guest asked' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(201);
    expect(await stayMoney(stay.id)).toMatchObject({ status: 'cancelled' });
    expect(await timesUsed('CANCELS')).toBe(0);
  });

  it('when a unit block lets a lapsed hold go', async () => {
    const { grade, stay } = await stayWithCode({ code: 'BLOCKED' }, 52, 1);
    await ctx.db.execute(
      sql`update booking set hold_expires_at = now() - interval '1 minute' where id = ${stay.id}`,
    );
    const block = await ctx.request({
      method: 'POST',
      url: '/api/admin/unit-blocks',
      token: reception,
      payload: {
        unit_id: grade.units[0]!.id,
        arrival_date: make.day(52),
        no_of_nights: 2,
        reason: 'Repairs',
      },
    });
    expect(block.statusCode, block.body).toBe(201);
    expect(await stayMoney(stay.id)).toMatchObject({ status: 'expired' });
    expect(await timesUsed('BLOCKED')).toBe(0);
  });

  it('when a lapsed hold with money is refunded and let go', async () => {
    const { stay } = await stayWithCode({ code: 'EMPTIED' }, 55);
    await ctx.db.execute(
      sql`update booking set hold_expires_at = now() - interval '1 minute' where id = ${stay.id}`,
    );
    expect(await ctx.app.bookings.expireIfEmpty(stay.id, ctx.now())).toBe(true);
    expect(await timesUsed('EMPTIED')).toBe(0);
  });
});

describe('staff re-pricing a stay with a fixed-amount code', () => {
  it('takes the amount off the new price at the desk, never more than the stay', async () => {
    const { grade, stay } = await stayWithCode({ code: 'DESK40', amountOffPence: 40_000 }, 60);
    // 3 nights cost £300: the £400 code takes £300. Seven nights cost £700: it takes £400.
    expect(await stayMoney(stay.id)).toMatchObject({ discount: 30_000 });
    const quote = await ctx.request({
      method: 'POST',
      url: `/api/admin/bookings/${stay.bookingNo}/quote`,
      token: reception,
      payload: {
        arrival_date: make.day(60),
        no_of_nights: 7,
        grade_id: grade.id,
        unit_id: null,
        no_of_adults: 2,
        no_of_children: 0,
        has_pets: false,
        extras: [],
      },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().data).toMatchObject({
      promotional_code: 'DESK40',
      percent_off: 0,
      amount_off_pence: 40_000,
      stay_pence: 70_000,
      discount_pence: 40_000,
      total_pence: 30_000,
    });
  });

  it('takes the amount off the new price when the board moves a stay to another grade', async () => {
    const p = await make.park();
    const small = await make.grade({
      parkId: p.id,
      units: 1,
      prices: { from: 0, to: 90, nights: [3], pricePence: 10_000 },
    });
    const large = await make.grade({
      parkId: p.id,
      units: 1,
      prices: { from: 0, to: 90, nights: [3], pricePence: 20_000 },
    });
    await make.promotion({ code: 'MOVE100', amountOffPence: 10_000, timesUsed: 1 });
    const [row] = await ctx.db
      .insert(booking)
      .values({
        bookingNo: 'TMOVE1',
        gradeId: small.id,
        unitId: small.units[0]!.id,
        arrivalDate: make.day(62),
        noOfNights: 3,
        status: 'confirmed',
        standardPricePence: 30_000,
        discountPence: 10_000,
        promotionalCode: 'MOVE100',
      })
      .returning();
    const moved = await ctx.request({
      method: 'POST',
      url: `/api/admin/bookings/${row!.bookingNo}/move`,
      token: reception,
      payload: { unit_id: large.units[0]!.id, arrival_date: make.day(62), accept_total_pence: 50_000 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await stayMoney(row!.id)).toMatchObject({ code: 'MOVE100', discount: 10_000 });
    const [after] = rowsOf<{ standard: number }>(
      await ctx.db.execute(sql`select standard_price_pence as standard from booking where id = ${row!.id}`),
    );
    expect(after!.standard).toBe(60_000);
  });
});
