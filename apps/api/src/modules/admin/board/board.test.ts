import { addDays, type TBoardBar, type TFindAvailabilityQuery } from '@parkstays/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client';
import { DEMO_ACCOUNTS } from '../../../db/demo-data';
import { booking } from '../../../db/schema';
import { catalogueContext } from '../../../test/catalogue-context';
import type { catalogueFactory } from '../../../test/catalogue-factory';
import type { TestContext } from '../../../test/harness';
import { holdStay } from '../../../test/held-stay';
import { referenceSearch } from '../../../test/reference-search';
import { runToday } from '../../../test/run-clock';

let ctx: TestContext;
let make: ReturnType<typeof catalogueFactory>;
let reception: string;
let activities: string;
let guest: string;
type Made = Awaited<ReturnType<ReturnType<typeof catalogueFactory>['grade']>>;
let parkCode: string;
let otherParkCode: string;
/** Two grades at the park: `standard` at £100 a night, `better` at £150; and one at another park. */
let standard: Made;
let better: Made;
let elsewhere: Made;
const today = runToday();
const day = (offset: number) => addDays(today, offset);

beforeAll(async () => {
  ({ ctx, make } = await catalogueContext());
  const p = await make.park({ title: 'Sandy Cove' });
  const other = await make.park({ title: 'Pine Ridge' });
  parkCode = p.parkCode;
  otherParkCode = other.parkCode;
  standard = await make.grade({ parkId: p.id, units: 3 });
  better = await make.grade({
    parkId: p.id,
    units: 2,
    prices: { from: 0, to: 60, nights: [1, 2, 3, 4, 7, 14], pricePence: 15_000 },
  });
  elsewhere = await make.grade({ parkId: other.id, units: 1 });
  ({ reception, activities, guest } = await ctx.signInAll('reception', 'activities', 'guest'));
}, 60_000);
afterAll(() => ctx.close());

let sequence = 0;
/** A confirmed stay of a guest (price £100 a night, `paid` paid) on the unit. */
async function stay(
  unitId: number,
  gradeId: number,
  offset: number,
  nights: number,
  extra: Partial<typeof booking.$inferInsert> = {},
) {
  sequence += 1;
  const [row] = await ctx.db
    .insert(booking)
    .values({
      bookingNo: `AL${1000 + sequence}`,
      gradeId,
      unitId,
      arrivalDate: day(offset),
      noOfNights: nights,
      status: 'confirmed',
      firstName: 'Jo',
      surname: `Guest${sequence}`,
      email: `stay${sequence}@example.test`,
      standardPricePence: 10_000 * nights,
      paidPence: 2_000,
      depositPence: 2_000,
      ...extra,
    })
    .returning();
  return row!;
}

const board = (query: string, token = reception) =>
  ctx.request({ method: 'GET', url: `/api/admin/board${query}`, token });
const move = (bookingNo: string, body: Record<string, unknown>, token = reception) =>
  ctx.request({ method: 'POST', url: `/api/admin/bookings/${bookingNo}/move`, payload: body, token });
/** Blocks a unit at the desk for `nights` from `offset` days ahead (as reception unless `token`). */
const blockUnit = (unitId: number, offset: number, nights: number, reason: string, token = reception) =>
  ctx.request({
    method: 'POST',
    url: '/api/admin/unit-blocks',
    payload: { unit_id: unitId, arrival_date: day(offset), no_of_nights: nights, reason },
    token,
  });
/** A unit blocked at the desk: the block made. */
const blockMade = async (unitId: number, offset: number, nights: number, reason: string) =>
  (await blockUnit(unitId, offset, nights, reason)).json().data;
const unblock = (bookingNo: string, token = reception) =>
  ctx.request({ method: 'DELETE', url: `/api/admin/unit-blocks/${bookingNo}`, token });
const history = async (bookingNo: string) =>
  (
    await ctx.request({
      method: 'GET',
      url: `/api/admin/audit-entries?entity_type=booking&entity_id=${bookingNo}`,
      token: reception,
    })
  ).json().data as { action: string; before: unknown; after: unknown; staff: { email: string } }[];
const rowOf = async (bookingNo: string) =>
  (await ctx.db.select().from(booking).where(eq(booking.bookingNo, bookingNo)))[0]!;

describe('GET /api/admin/board', () => {
  it('lists the units by grade and the live stays, holds and blocks on them, without lapsed holds', async () => {
    const [u1, u2, u3] = standard.units as [Made['units'][0], Made['units'][0], Made['units'][0]];
    const longStay = await stay(u1.id, standard.id, 1, 14);
    const held = await stay(u2.id, standard.id, 3, 2, {
      status: 'held',
      holdExpiresAt: new Date(ctx.now().getTime() + 3_600_000),
    });
    const lapsed = await stay(u3.id, standard.id, 3, 2, {
      status: 'held',
      holdExpiresAt: new Date(ctx.now().getTime() - 60_000),
      paidPence: 0,
      depositPence: 0,
    });
    const cancelled = await stay(u3.id, standard.id, 6, 2, { status: 'cancelled' });
    const blocked = await blockUnit(u3.id, 8, 3, 'Roof repair');
    expect(blocked.statusCode).toBe(201);
    const blockNo = blocked.json().data.booking_no as string;

    const response = await board(`?park_code=${parkCode}&from=${day(2)}&nights=7`);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.park).toEqual({ park_code: parkCode, title: 'Sandy Cove' });
    expect(data.parks.map((p: { park_code: string }) => p.park_code)).toEqual(
      expect.arrayContaining([parkCode, otherParkCode]),
    );
    expect(data).toMatchObject({ from: day(2), nights: 7, today });
    expect(data.grades).toEqual([
      {
        grade_code: standard.gradeCode,
        title: standard.title,
        units: standard.units.map((u) => ({ unit_id: u.id, unit_code: u.unitCode })),
      },
      {
        grade_code: better.gradeCode,
        title: better.title,
        units: better.units.map((u) => ({ unit_id: u.id, unit_code: u.unitCode })),
      },
    ]);
    const bars: TBoardBar[] = data.bars;
    const byNo = new Map(bars.map((bar) => [bar.booking_no, bar]));
    expect(byNo.get(longStay.bookingNo)).toEqual({
      booking_no: longStay.bookingNo,
      kind: 'stay',
      status: 'confirmed',
      unit_id: u1.id,
      guest_name: `Jo ${longStay.surname}`,
      surname: longStay.surname,
      reason: '',
      arrival_date: day(1),
      no_of_nights: 14,
      starts_before: true,
      ends_after: true,
    });
    expect(byNo.get(held.bookingNo)).toMatchObject({ kind: 'stay', status: 'held', starts_before: false });
    expect(byNo.get(blockNo)).toMatchObject({
      kind: 'block',
      status: 'confirmed',
      reason: 'Roof repair',
      surname: '',
      guest_name: '',
      arrival_date: day(8),
      ends_after: true,
    });
    expect(byNo.has(lapsed.bookingNo)).toBe(false);
    expect(byNo.has(cancelled.bookingNo)).toBe(false);

    // Tidy up for the tests below.
    await ctx.db.execute(
      sql`update booking set status = 'cancelled' where booking_no in (${longStay.bookingNo}, ${held.bookingNo}, ${lapsed.bookingNo}, ${blockNo})`,
    );
  });

  it('answers 404 for an unknown park, 400 naming a bad field, and 403 to activities staff and guests', async () => {
    expect((await board('?park_code=ZZZ')).statusCode).toBe(404);
    const noPark = await board('?park_code=ABCDEFGHIJK');
    expect(noPark.statusCode).toBe(400);
    expect(noPark.json().errors[0].field).toBe('park_code');
    const badNights = await board(`?park_code=${parkCode}&nights=99`);
    expect(badNights.statusCode).toBe(400);
    expect(badNights.json().errors[0].field).toBe('nights');
    expect((await board(`?park_code=${parkCode}`, activities)).statusCode).toBe(403);
    expect((await board(`?park_code=${parkCode}`, guest)).statusCode).toBe(403);
  });

  it('starts today for two weeks at the first park by name when nothing is chosen', async () => {
    const data = (await board('')).json().data;
    expect(data.park.title).toBe('Pine Ridge');
    expect(data.from).toBe(today);
    expect(data.nights).toBe(14);
  });
});

describe('POST /api/admin/bookings/:booking_no/move', () => {
  it('moves a stay to another unit of its grade, records it, and e-mails the guest', async () => {
    const [u1, u2] = standard.units as [Made['units'][0], Made['units'][0]];
    const s = await stay(u1.id, standard.id, 20, 3);
    const response = await move(s.bookingNo, { unit_id: u2.id, arrival_date: day(20) });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      booking_no: s.bookingNo,
      unit_id: u2.id,
      unit_code: u2.unitCode,
      grade_code: standard.gradeCode,
      arrival_date: day(20),
      no_of_nights: 3,
      previous_total_pence: 30_000,
      total_pence: 30_000,
    });
    const after = await rowOf(s.bookingNo);
    expect(after).toMatchObject({ unitId: u2.id, arrivalDate: day(20), standardPricePence: 30_000 });

    const [entry] = await history(s.bookingNo);
    expect(entry).toMatchObject({
      action: 'booking.move',
      staff: { email: DEMO_ACCOUNTS.reception.email },
      before: { unit_id: u1.id, unit_code: u1.unitCode, arrival_date: day(20), no_of_nights: 3 },
      after: { unit_id: u2.id, unit_code: u2.unitCode, arrival_date: day(20), no_of_nights: 3 },
    });

    const [mail] = await ctx.outbox(s.email);
    expect(mail?.subject).toContain(s.bookingNo);
    expect(mail?.text).toContain(`unit ${u2.unitCode}`);
    expect(mail?.text).toContain(day(20).split('-').reverse().join('/'));
  });

  it('moves a stay to other nights of the same price without asking', async () => {
    const [, , u3] = standard.units as [Made['units'][0], Made['units'][0], Made['units'][0]];
    const s = await stay(u3.id, standard.id, 24, 2);
    const response = await move(s.bookingNo, { unit_id: u3.id, arrival_date: day(25) });
    expect(response.statusCode).toBe(200);
    expect((await rowOf(s.bookingNo)).arrivalDate).toBe(day(25));
  });

  it('refuses a unit taken on one of the nights with UNIT_NOT_AVAILABLE naming the unit, changing nothing', async () => {
    const [u1, u2] = standard.units as [Made['units'][0], Made['units'][0]];
    const taken = await stay(u2.id, standard.id, 31, 4);
    const s = await stay(u1.id, standard.id, 33, 3);
    const response = await move(s.bookingNo, { unit_id: u2.id, arrival_date: day(33) });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, code: 'UNIT_NOT_AVAILABLE' });
    expect(response.json().message).toContain(`Unit ${u2.unitCode}`);
    expect(response.json().message).toContain('3 nights from');
    expect(await rowOf(s.bookingNo)).toMatchObject({ unitId: u1.id, arrivalDate: day(33) });
    expect(await history(s.bookingNo)).toEqual([]);
    expect((await rowOf(taken.bookingNo)).unitId).toBe(u2.id);
  });

  it('moves onto a unit whose hold has lapsed, letting the hold go', async () => {
    const [u1, u2] = standard.units as [Made['units'][0], Made['units'][0]];
    const lapsed = await stay(u2.id, standard.id, 40, 2, {
      status: 'held',
      holdExpiresAt: new Date(ctx.now().getTime() - 60_000),
      paidPence: 0,
      depositPence: 0,
    });
    const s = await stay(u1.id, standard.id, 40, 2);
    expect((await move(s.bookingNo, { unit_id: u2.id, arrival_date: day(40) })).statusCode).toBe(200);
    expect((await rowOf(lapsed.bookingNo)).status).toBe('expired');
  });

  it('asks for the new total when another grade costs more, and moves once it is accepted', async () => {
    const [u1] = standard.units as [Made['units'][0]];
    const [b1] = better.units as [Made['units'][0]];
    const s = await stay(u1.id, standard.id, 44, 2, { extrasPence: 1_500 });
    const asked = await move(s.bookingNo, { unit_id: b1.id, arrival_date: day(44) });
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({
      success: false,
      code: 'PRICE_CONFIRMATION_NEEDED',
      old_total_pence: 21_500,
      new_total_pence: 31_500,
      paid_pence: 2_000,
    });
    expect(asked.json().message).toContain('£215.00');
    expect(asked.json().message).toContain('£315.00');
    expect((await rowOf(s.bookingNo)).unitId).toBe(u1.id);

    const wrong = await move(s.bookingNo, {
      unit_id: b1.id,
      arrival_date: day(44),
      accept_total_pence: 30_000,
    });
    expect(wrong.json().code).toBe('PRICE_CONFIRMATION_NEEDED');

    const accepted = await move(s.bookingNo, {
      unit_id: b1.id,
      arrival_date: day(44),
      accept_total_pence: 31_500,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ grade_code: better.gradeCode, total_pence: 31_500 });
    expect(await rowOf(s.bookingNo)).toMatchObject({
      unitId: b1.id,
      gradeId: better.id,
      standardPricePence: 30_000,
      extrasPence: 1_500,
    });
    const [entry] = await history(s.bookingNo);
    expect(entry).toMatchObject({
      action: 'booking.move',
      before: { grade_code: standard.gradeCode, total_pence: 21_500 },
      after: { grade_code: better.gradeCode, total_pence: 31_500 },
    });
  });

  it('keeps the promotional code’s percentage when re-pricing', async () => {
    await make.promotionalCode('TENOFF', 10);
    const [, u2] = standard.units as [Made['units'][0], Made['units'][0]];
    const [, b2] = better.units as [Made['units'][0], Made['units'][0]];
    const s = await stay(u2.id, standard.id, 50, 2, { promotionalCode: 'TENOFF', discountPence: 2_000 });
    const asked = await move(s.bookingNo, { unit_id: b2.id, arrival_date: day(50) });
    expect(asked.json()).toMatchObject({ old_total_pence: 18_000, new_total_pence: 27_000 });
  });

  it('refuses a new total below what was paid with REFUND_FIRST', async () => {
    const [, b2] = better.units as [Made['units'][0], Made['units'][0]];
    const [, , u3] = standard.units as [Made['units'][0], Made['units'][0], Made['units'][0]];
    const s = await stay(b2.id, better.id, 53, 2, { standardPricePence: 30_000, paidPence: 30_000 });
    const response = await move(s.bookingNo, {
      unit_id: u3.id,
      arrival_date: day(53),
      accept_total_pence: 20_000,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'REFUND_FIRST',
      old_total_pence: 30_000,
      new_total_pence: 20_000,
      paid_pence: 30_000,
    });
    expect((await rowOf(s.bookingNo)).unitId).toBe(b2.id);
  });

  it('refuses another park’s unit, a hold, a block, a passed date and an unknown reference', async () => {
    const [u1, u2] = standard.units as [Made['units'][0], Made['units'][0]];
    const s = await stay(u1.id, standard.id, 56, 1);
    const otherPark = await move(s.bookingNo, { unit_id: elsewhere.units[0]!.id, arrival_date: day(56) });
    expect(otherPark.statusCode).toBe(404);
    expect(otherPark.json().errors[0].field).toBe('unit_id');
    const passed = await move(s.bookingNo, { unit_id: u1.id, arrival_date: day(-3) });
    expect(passed.statusCode).toBe(400);
    expect(passed.json().errors[0].field).toBe('arrival_date');
    const held = await stay(u2.id, standard.id, 57, 1, {
      status: 'held',
      holdExpiresAt: new Date(ctx.now().getTime() + 3_600_000),
    });
    expect((await move(held.bookingNo, { unit_id: u1.id, arrival_date: day(58) })).statusCode).toBe(409);
    const made = await blockUnit(u2.id, 59, 1, 'Painting');
    const blockNo = made.json().data.booking_no;
    expect((await move(blockNo, { unit_id: u1.id, arrival_date: day(59) })).statusCode).toBe(404);
    expect((await move('BK0000000', { unit_id: u1.id, arrival_date: day(59) })).statusCode).toBe(404);
    const bad = await move(s.bookingNo, { unit_id: 'one', arrival_date: '2027-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION');
    expect((await move(s.bookingNo, { unit_id: u2.id, arrival_date: day(56) }, activities)).statusCode).toBe(
      403,
    );
  });
});

describe('unit blocks', () => {
  it('blocks a free unit with a reference, records it, and refuses a block over a booking, naming it', async () => {
    const [u1] = better.units as [Made['units'][0]];
    const response = await blockUnit(u1.id, 10, 3, ' Boiler replaced ');
    expect(response.statusCode).toBe(201);
    const made = response.json().data;
    expect(made).toMatchObject({
      unit_id: u1.id,
      unit_code: u1.unitCode,
      grade_code: better.gradeCode,
      arrival_date: day(10),
      no_of_nights: 3,
      reason: 'Boiler replaced',
      status: 'confirmed',
    });
    expect(made.booking_no).toMatch(/^BK\d{7}$/);
    expect(await rowOf(made.booking_no)).toMatchObject({
      kind: 'block',
      status: 'confirmed',
      userId: null,
      standardPricePence: 0,
      paidPence: 0,
      blockReason: 'Boiler replaced',
    });
    const [entry] = await history(made.booking_no);
    expect(entry).toMatchObject({
      action: 'unit_block.create',
      before: null,
      after: { unit_id: u1.id, arrival_date: day(10), no_of_nights: 3, reason: 'Boiler replaced' },
    });

    const s = await stay(u1.id, better.id, 15, 2);
    const over = await blockUnit(u1.id, 14, 2, 'Painting');
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('UNIT_NOT_AVAILABLE');
    expect(over.json().message).toContain(s.bookingNo);
    const overBlock = await blockUnit(u1.id, 12, 1, 'Painting');
    expect(overBlock.json().message).toContain(made.booking_no);
  });

  it('answers 400 naming the field, 404 for an unknown unit, and 403 to activities staff', async () => {
    const noReason = await blockUnit(standard.units[0]!.id, 5, 1, ' ');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0].field).toBe('reason');
    const noNights = await blockUnit(standard.units[0]!.id, 5, 0, 'x');
    expect(noNights.json().errors[0].field).toBe('no_of_nights');
    expect((await blockUnit(999_999, 5, 1, 'x')).statusCode).toBe(404);
    expect((await blockUnit(standard.units[0]!.id, 5, 1, 'x', activities)).statusCode).toBe(403);
  });

  it('removes a block (recorded), and refuses a stay’s reference or a removed block', async () => {
    const [, u2] = better.units as [Made['units'][0], Made['units'][0]];
    const made = await blockMade(u2.id, 20, 2, 'Deep clean');
    const removed = await unblock(made.booking_no);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toMatchObject({ booking_no: made.booking_no, status: 'cancelled' });
    expect((await rowOf(made.booking_no)).status).toBe('cancelled');
    const [entry] = await history(made.booking_no);
    expect(entry).toMatchObject({
      action: 'unit_block.remove',
      before: { status: 'confirmed' },
      after: { status: 'cancelled', reason: 'Deep clean' },
    });
    expect((await unblock(made.booking_no)).statusCode).toBe(404);
    const s = await stay(u2.id, better.id, 22, 1);
    expect((await unblock(s.bookingNo)).statusCode).toBe(404);
    expect((await rowOf(s.bookingNo)).status).toBe('confirmed');
  });
});

describe('a block is never a guest’s stay', () => {
  it('is not on Today', async () => {
    // Today lists every park; a block arriving on the day must not be an arrival there.
    const [, , u3] = standard.units as [Made['units'][0], Made['units'][0], Made['units'][0]];
    const made = await blockMade(u3.id, 30, 2, 'Gas check');
    const s = await stay(standard.units[0]!.id, standard.id, 30, 2);
    const response = await ctx.request({
      method: 'GET',
      url: `/api/admin/today?park_code=${parkCode}&date=${day(30)}`,
      token: reception,
    });
    const [parkDay] = response.json().data.parks;
    const numbers = parkDay.arrivals.map((a: { booking_no: string }) => a.booking_no);
    expect(numbers).toContain(s.bookingNo);
    expect(numbers).not.toContain(made.booking_no);
    const later = (
      await ctx.request({
        method: 'GET',
        url: `/api/admin/today?park_code=${parkCode}&date=${day(32)}`,
        token: reception,
      })
    ).json().data.parks[0];
    expect(later.departures.map((a: { booking_no: string }) => a.booking_no)).not.toContain(made.booking_no);
  });

  it('cannot be found or claimed by a guest with its reference', async () => {
    const made = await blockMade(standard.units[1]!.id, 35, 1, 'Survey');
    // Even with the e-mail a block is stored with (none).
    await ctx.db.execute(
      sql`update booking set email = 'guest@brackenbay.example' where booking_no = ${made.booking_no}`,
    );
    const found = await ctx.request({
      method: 'POST',
      url: '/api/find-missing-booking',
      payload: { booking_reference: made.booking_no, email: 'guest@brackenbay.example' },
      token: guest,
    });
    expect(found.statusCode).toBe(404);
    expect((await rowOf(made.booking_no)).userId).toBeNull();
    const mine = await ctx.request({ method: 'GET', url: '/api/bookings', token: guest });
    expect(JSON.stringify(mine.json())).not.toContain(made.booking_no);
  });

  it('takes its unit out of every search (engine and database) until it is removed', async () => {
    // A grade of its own, one unit: blocked, it is sold out; unblocked, it is back.
    const p = await make.park({ title: 'Quiet Bay' });
    const only = await make.grade({ parkId: p.id, units: 2 });
    const arrival = day(12);
    const query: TFindAvailabilityQuery = {
      booking_type: 1,
      park_code: p.parkCode,
      arrival_date: arrival,
      no_of_nights: 3,
      no_of_adults: 2,
      no_of_children: 0,
      has_pets: 0,
    } as TFindAvailabilityQuery;
    const reference = referenceSearch(ctx.db, () => ctx.now());
    const countIn = (rows: { grade_code: string; arrival_date: string; available_count: number }[]) =>
      rows.find((row) => row.grade_code === only.gradeCode && row.arrival_date === arrival)
        ?.available_count ?? 0;
    const fromDatabase = async () => countIn(JSON.parse(await reference.findAvailability(query)).data);
    const fromEngine = async () => {
      const response = await ctx.request({
        method: 'GET',
        url: `/api/find-availability?booking_type=1&park_code=${p.parkCode}&arrival_date=${arrival}&no_of_nights=3&no_of_adults=2`,
      });
      return countIn(response.json().data);
    };
    expect(await fromDatabase()).toBe(2);
    expect(await fromEngine()).toBe(2);

    const made = await blockMade(only.units[0]!.id, 13, 1, 'Window broken');
    expect(await fromDatabase()).toBe(1);
    expect(await fromEngine()).toBe(1);
    // A guest booking now gets the other unit, never the blocked one.
    const booked = await holdStay(
      ctx,
      { token: guest, email: DEMO_ACCOUNTS.guest.email },
      { grade_code: only.gradeCode, arrival_date: arrival, no_of_nights: 3 },
    );
    expect((await rowOf(booked.bookingNo)).unitId).toBe(only.units[1]!.id);
    expect(await fromEngine()).toBe(0);

    await unblock(made.booking_no);
    expect(await fromDatabase()).toBe(1);
    expect(await fromEngine()).toBe(1);
    await ctx.db.execute(sql`update booking set status = 'cancelled' where booking_no = ${booked.bookingNo}`);
  });

  it('counts no blocks among the rows of guests', async () => {
    const blocks = rowsOf<{ n: number }>(
      await ctx.db.execute(
        sql`select count(*)::int as n from booking where kind = 'block' and user_id is not null`,
      ),
    );
    expect(blocks[0]!.n).toBe(0);
  });
});
