import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { extra } from '../../db/schema';
import { catalogueContext } from '../../test/catalogue-context';
import { BREAKS_AT_100_A_NIGHT, type catalogueFactory } from '../../test/catalogue-factory';
import type { TestContext } from '../../test/harness';
import { holdAsNewGuest } from '../../test/held-stay';

let ctx: TestContext;
let make: ReturnType<typeof catalogueFactory>;
let reception: string;
let gradeCode: string;
let gradeId: number;

beforeAll(async () => {
  ({ ctx, make } = await catalogueContext({
    MAX_LIVE_HOLDS_PER_ACCOUNT: '1000',
    MAX_LIVE_HOLDS_PER_EMAIL: '1000',
  }));
  const { grade } = await make.parkWithGrade({ units: 12, capacity: 4, prices: BREAKS_AT_100_A_NIGHT });
  gradeCode = grade.gradeCode;
  gradeId = grade.id;
  await make.extras(grade.id, ['COT', 'LIN']);
  reception = await ctx.signIn('reception');
}, 60_000);
afterAll(() => ctx.close());

async function setStock(code: string, stock: number | null) {
  await ctx.db.update(extra).set({ stock }).where(sql`${extra.code} = ${code}`);
}

/** A stay on the file's grade held through the API by a new guest. */
const hold = (offset: number, nights = 3) =>
  holdAsNewGuest(ctx, { grade_code: gradeCode, arrival_date: make.day(offset), no_of_nights: nights });

const setExtras = (stay: { id: number; token: string }, extrasJSON: { code: string; quantity: number }[]) =>
  ctx.request({
    method: 'POST',
    url: `/api/bookings/${stay.id}/updateExtras`,
    token: stay.token,
    payload: { extrasJSON },
  });
/** The stay asks for `quantity` cots (and nothing else): the status of the answer. */
const askForCots = async (stay: { id: number; token: string }, quantity: number) =>
  (await setExtras(stay, [{ code: 'COT', quantity }])).statusCode;

describe('extras with a stock', () => {
  it('refuses more than are left on a night of the stay, naming the extra and how many are left', async () => {
    await setStock('COT', 2);
    // Nights 10–12 and 14–16 have one cot each; a week from day 10 has at most one out on any night.
    const early = await hold(10);
    const late = await hold(14);
    expect(await askForCots(early, 1)).toBe(200);
    expect(await askForCots(late, 1)).toBe(200);

    const week = await hold(10, 7);
    const two = await setExtras(week, [
      { code: 'LIN', quantity: 4 },
      { code: 'COT', quantity: 2 },
    ]);
    expect(two.statusCode).toBe(409);
    expect(two.json()).toEqual({
      success: false,
      code: 'EXTRA_SOLD_OUT',
      message: 'Sorry, only 1 × Cot hire is left for those nights.',
      errors: [
        { field: 'extrasJSON.1.quantity', message: 'Sorry, only 1 × Cot hire is left for those nights.' },
      ],
    });
    // Nothing changed: not the linen either.
    const view = (
      await ctx.request({ method: 'GET', url: `/api/bookings/${week.id}`, token: week.token })
    ).json().data;
    expect(view.eliteData['@attributes'].extras_amount).toBe('0.00');

    expect(await askForCots(week, 1)).toBe(200);
    const another = await hold(11);
    const none = await setExtras(another, [{ code: 'COT', quantity: 1 }]);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('Sorry, there is no Cot hire left for those nights.');

    // The night after the early stay leaves (day 13) has only the week's cot out.
    const dayThirteen = await hold(13, 3);
    expect(await askForCots(dayThirteen, 1)).toBe(409);
    const after = await hold(17, 3);
    expect(await askForCots(after, 2)).toBe(200);
  });

  it('counts confirmed stays and holds with money, but not lapsed holds or cancelled stays', async () => {
    await setStock('COT', 1);
    const lapsed = await hold(30);
    expect(await askForCots(lapsed, 1)).toBe(200);
    const next = await hold(30);
    expect(await askForCots(next, 1)).toBe(409);
    await ctx.db.execute(
      sql`update booking set hold_expires_at = now() - interval '1 minute' where id = ${lapsed.id}`,
    );
    expect(await askForCots(next, 1)).toBe(200);

    // A lapsed hold with money on it still has its cot: the refund job settles it, not this.
    await ctx.db.execute(
      sql`update booking set hold_expires_at = now() - interval '1 minute', paid_pence = 100 where id = ${next.id}`,
    );
    const third = await hold(30);
    expect(await askForCots(third, 1)).toBe(409);
    await ctx.db.execute(sql`update booking set status = 'cancelled' where id = ${next.id}`);
    expect(await askForCots(third, 1)).toBe(200);
    await ctx.db.execute(
      sql`update booking set status = 'confirmed', hold_expires_at = null where id = ${third.id}`,
    );
    const fourth = await hold(31);
    expect(await askForCots(fourth, 1)).toBe(409);
  });

  it('lets a stay keep or lower what it has when the stock falls below it, and has no limit without a stock', async () => {
    await setStock('COT', 3);
    const stay = await hold(40);
    expect(await askForCots(stay, 3)).toBe(200);
    await setStock('COT', 1);
    expect(
      (
        await setExtras(stay, [
          { code: 'COT', quantity: 3 },
          { code: 'LIN', quantity: 2 },
        ])
      ).statusCode,
    ).toBe(200);
    expect(await askForCots(stay, 2)).toBe(200);
    expect(await askForCots(stay, 3)).toBe(409);

    await setStock('COT', null);
    expect(await askForCots(stay, 20)).toBe(200);
  });

  it('holds at the desk too: more of an extra, or the same on nights where it is gone', async () => {
    await setStock('COT', 1);
    const taken = await hold(50);
    expect(await askForCots(taken, 1)).toBe(200);
    const stay = await hold(54);
    const change = (overrides: Record<string, unknown>) => ({
      arrival_date: make.day(54),
      no_of_nights: 3,
      grade_id: gradeId,
      unit_id: null,
      no_of_adults: 2,
      no_of_children: 0,
      has_pets: false,
      extras: [{ code: 'COT', quantity: 1 }],
      ...overrides,
    });
    const save = async (body: Record<string, unknown>) => {
      const quote = await ctx.request({
        method: 'POST',
        url: `/api/admin/bookings/${stay.bookingNo}/quote`,
        token: reception,
        payload: body,
      });
      expect(quote.statusCode, quote.body).toBe(200);
      return ctx.request({
        method: 'PATCH',
        url: `/api/admin/bookings/${stay.bookingNo}`,
        token: reception,
        payload: { ...body, expected_total_pence: quote.json().data.total_pence },
      });
    };
    expect((await save(change({}))).statusCode).toBe(200);

    const more = await save(change({ extras: [{ code: 'COT', quantity: 2 }] }));
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({
      code: 'EXTRA_SOLD_OUT',
      message: 'Sorry, only 1 × Cot hire is left for those nights.',
      errors: [{ field: 'extras.0.quantity' }],
    });

    // Moving the stay onto the nights of the other cot: the one it has is not free there.
    const moved = await save(change({ arrival_date: make.day(51) }));
    expect(moved.statusCode).toBe(409);
    expect(moved.json().code).toBe('EXTRA_SOLD_OUT');
    const [row] = rowsOf<{ arrival: string }>(
      await ctx.db.execute(
        sql`select to_char(arrival_date, 'YYYY-MM-DD') as arrival from booking where id = ${stay.id}`,
      ),
    );
    expect(row!.arrival).toBe(make.day(54));
  });

  it('holds on the allocation board too: a stay moved onto nights where its extra is lent out stays put', async () => {
    await setStock('COT', 1);
    const taken = await hold(70);
    expect(await askForCots(taken, 1)).toBe(200);
    const stay = await hold(75);
    expect(await askForCots(stay, 1)).toBe(200);
    await ctx.db.execute(
      sql`update booking set status = 'confirmed', hold_expires_at = null where id = ${stay.id}`,
    );
    const [unit] = rowsOf<{ unit_id: number }>(
      await ctx.db.execute(sql`select unit_id from booking where id = ${stay.id}`),
    );
    const move = (offset: number) =>
      ctx.request({
        method: 'POST',
        url: `/api/admin/bookings/${stay.bookingNo}/move`,
        token: reception,
        payload: {
          unit_id: unit!.unit_id,
          arrival_date: make.day(offset),
          accept_total_pence: 30_000 + 1_500,
        },
      });
    const refused = await move(71);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'EXTRA_SOLD_OUT',
      message: 'Sorry, there is no Cot hire left for those nights.',
    });
    expect((await move(73)).statusCode).toBe(200);
  });
});
