import { addDays, nextFriday, STAY_LENGTHS, weekday } from '@parkstays/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { rowsOf } from '../../../db/client';
import { catalogueContext } from '../../../test/catalogue-context';
import type { catalogueFactory } from '../../../test/catalogue-factory';
import type { TestContext } from '../../../test/harness';
import { requestStay } from '../../../test/held-stay';
import { runToday } from '../../../test/run-clock';
import { AuditRepository } from '../../audit/audit.repository';
import { AuditService } from '../../audit/audit.service';
import { CmsRepository } from '../../cms/cms.repository';
import { CmsService } from '../../cms/cms.service';
import { AvailabilityEngine } from '../../search/availability-engine';
import { SearchRepository } from '../../search/search.repository';
import { SearchService } from '../../search/search.service';
import { PricesRepository } from './prices.repository';
import { PricesService } from './prices.service';

let ctx: TestContext;
let make: ReturnType<typeof catalogueFactory>;
let admin: string;
let reception: string;
let adminId: number;
const today = runToday();

beforeAll(async () => {
  ({ ctx, make } = await catalogueContext());
  ({ token: admin, userId: adminId } = await ctx.session('admin'));
  reception = await ctx.signIn('reception');
}, 60_000);
afterAll(() => ctx.close());

type Row = Record<string, unknown>;
const query = async <T = Row>(text: ReturnType<typeof sql>) => rowsOf<T>(await ctx.db.execute(text));

const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  ctx.request({
    method,
    url,
    token: admin,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A park with one grade of `units` units, priced £100 a night from today to 120 days on. */
const aGrade = (units = 2, holidayTypeId = 1) =>
  make.parkWithGrade({
    holidayTypeId,
    units,
    capacity: 4,
    prices: { from: 0, to: 120, nights: [...STAY_LENGTHS], pricePence: 10_000 },
  });

/** The guest search's answer for a grade's stay, or undefined when it is not offered. */
async function offered(
  parkCode: string,
  gradeCode: string,
  arrival: string,
  nights: number,
  bookingType = 1,
) {
  const response = await ctx.request({
    method: 'GET',
    url: `/api/find-availability?booking_type=${bookingType}&park_code=${parkCode}&arrival_date=${arrival}&no_of_nights=${nights}&no_of_adults=2`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (
    response.json().data as {
      arrival_date: string;
      grade_code: string;
      price_pence: number;
      available_count: number;
    }[]
  ).find((row) => row.arrival_date === arrival && row.grade_code === gradeCode);
}

const priceRow = async (gradeId: number, arrival: string, nights: number) =>
  (
    await query<{ price_pence: number }>(
      sql`select price_pence from price where grade_id = ${gradeId} and arrival_date = ${arrival}::date and no_of_nights = ${nights}`,
    )
  )[0]?.price_pence;

const auditOf = (entityType: string, entityId: string | number) =>
  query<{ action: string; before: Row | null; after: Row | null; staff_user_id: number }>(
    sql`select action, before, after, staff_user_id from audit_entry
        where entity_type = ${entityType} and entity_id = ${String(entityId)} order by id`,
  );

/** A field error of a 400: its message for `field`, or undefined. */
function fieldMessage(response: { statusCode: number; json(): unknown }, field: string) {
  expect(response.statusCode).toBe(400);
  const body = response.json() as { errors?: { field: string; message: string }[] };
  return body.errors?.find((e) => e.field === field)?.message;
}

/** A guest's booking made through the API, as a guest makes one. */
async function bookAsGuest(gradeCode: string, arrival: string, nights: number) {
  const user = await ctx.newUser();
  const response = await requestStay(ctx, user, {
    grade_code: gradeCode,
    arrival_date: arrival,
    no_of_nights: nights,
  });
  return { user, response };
}

describe('the rate calendar', () => {
  it('answers every arrival date × stay length with its price and why it is not on sale', async () => {
    const { park, grade } = await aGrade();
    const start = make.day(10);
    const end = make.day(16);
    // A stop-sell on one night, a stay limit of 3 nights at least, an arrival rule for 7 nights.
    await ctx.db.execute(
      sql`insert into stop_sell (grade_id, start_date, end_date) values (${grade.id}, ${make.day(12)}, ${make.day(12)})`,
    );
    await ctx.db.execute(
      sql`insert into stay_limit (park_id, holiday_type_id, start_date, end_date, min_nights, max_nights)
          values (${park.id}, 1, ${start}, ${end}, 3, 14)`,
    );
    const friday = weekday(start) === 5 ? start : nextFriday(start);
    await make.arrivalRule(park.id, 1, 7, [5]);
    await ctx.db.execute(
      sql`delete from price where grade_id = ${grade.id} and arrival_date = ${make.day(15)} and no_of_nights = 4`,
    );

    const response = await asAdmin(
      'GET',
      `/api/admin/prices/calendar?grade_code=${grade.gradeCode.toLowerCase()}&start_date=${start}&end_date=${end}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data.grade).toMatchObject({
      grade_code: grade.gradeCode,
      park_code: park.parkCode,
      holiday_type_id: 1,
    });
    expect(data.nights).toEqual([...STAY_LENGTHS]);
    expect(data.days.map((d: { arrival_date: string }) => d.arrival_date)).toEqual(
      Array.from({ length: 7 }, (_, i) => make.day(10 + i)),
    );
    const cell = (date: string, nights: number) =>
      data.days
        .find((d: { arrival_date: string }) => d.arrival_date === date)
        .cells.find((c: { no_of_nights: number }) => c.no_of_nights === nights);
    // The night of day 12 is stop-sold: a 3-night stay from day 10 spends it there, one from day 13 does not.
    expect(cell(make.day(10), 3)).toEqual({
      no_of_nights: 3,
      price_pence: 30_000,
      on_sale: false,
      stop_sold: true,
      outside_stay_limits: false,
      arrival_day_closed: false,
    });
    expect(cell(make.day(13), 3)).toMatchObject({ price_pence: 30_000, on_sale: true, stop_sold: false });
    // Two nights is under the limit's 3.
    expect(cell(make.day(13), 2)).toMatchObject({
      on_sale: false,
      outside_stay_limits: true,
      stop_sold: false,
    });
    // Removed from the price list: no price, not on sale.
    expect(cell(make.day(15), 4)).toMatchObject({ price_pence: null, on_sale: false });
    // 7 nights start on Fridays only: other days are closed for arrivals (but priced).
    for (const day of data.days as { arrival_date: string; weekday: number }[]) {
      expect(day.weekday).toBe(weekday(day.arrival_date));
      expect(cell(day.arrival_date, 7).arrival_day_closed).toBe(day.arrival_date !== friday);
    }
  });

  it('refuses a range that ends before it starts or spans more than 62 days, and an unknown grade', async () => {
    const { grade } = await aGrade(1);
    const url = (start: string, end: string, code = grade.gradeCode) =>
      `/api/admin/prices/calendar?grade_code=${code}&start_date=${start}&end_date=${end}`;
    expect(fieldMessage(await asAdmin('GET', url(make.day(5), make.day(4))), 'end_date')).toMatch(
      /on or after the start/,
    );
    expect(fieldMessage(await asAdmin('GET', url(make.day(0), make.day(62))), 'end_date')).toMatch(/62 days/);
    expect(fieldMessage(await asAdmin('GET', url('2027-02-30', make.day(4))), 'start_date')).toBeDefined();
    expect((await asAdmin('GET', url(make.day(0), make.day(61)))).statusCode).toBe(200);
    expect((await asAdmin('GET', url(make.day(0), make.day(1), 'NOPE-1'))).statusCode).toBe(404);
    const asReception = await ctx.request({
      method: 'GET',
      url: url(make.day(0), make.day(1)),
      token: reception,
    });
    expect(asReception.statusCode).toBe(403);
  });
});

describe('bulk price edits', () => {
  it('previews a Friday 7-night price, then sets it in one transaction with one audit entry; guests see it at once and stays already booked keep theirs', async () => {
    const { park, grade } = await aGrade(3);
    const first = nextFriday(make.day(30));
    const fridays = [first, addDays(first, 7), addDays(first, 14)];
    const start = addDays(first, -2);
    const end = addDays(first, 16);
    // An existing booking on the first Friday, made before the change at £700.
    const { user, response: made } = await bookAsGuest(grade.gradeCode, first, 7);
    expect(made.statusCode, made.body).toBe(201);
    const booking = made.json().data as { id: number; booking_no: string };
    expect(await offered(park.parkCode, grade.gradeCode, first, 7)).toMatchObject({ price_pence: 70_000 });
    // Not priced yet: the third Friday for 7 nights, which the edit adds.
    await ctx.db.execute(
      sql`delete from price where grade_id = ${grade.id} and arrival_date = ${fridays[2]!} and no_of_nights = 7`,
    );

    const edit = {
      grade_code: grade.gradeCode,
      start_date: start,
      end_date: end,
      weekdays: [5],
      nights: [7],
      action: 'set_price',
      price_pence: 65_000,
    };
    const preview = await asAdmin('POST', '/api/admin/prices/bulk/preview', edit);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({
      grade_code: grade.gradeCode,
      start_date: start,
      end_date: end,
      cells_matched: 3,
      cells_changed: 3,
      cells_added: 1,
      cells_updated: 2,
      cells_removed: 0,
      sample: [
        { arrival_date: fridays[0], no_of_nights: 7, before_pence: 70_000, after_pence: 65_000 },
        { arrival_date: fridays[1], no_of_nights: 7, before_pence: 70_000, after_pence: 65_000 },
        { arrival_date: fridays[2], no_of_nights: 7, before_pence: null, after_pence: 65_000 },
      ],
    });
    expect(preview.json().data.summary).toMatch(/Fridays from .*, 7 nights: £650\.00$/);
    // The preview changed nothing.
    expect(await priceRow(grade.id, fridays[0]!, 7)).toBe(70_000);
    expect(await auditOf('price_list', grade.gradeCode)).toEqual([]);

    const applied = await asAdmin('POST', '/api/admin/prices/bulk', edit);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data.cells_changed).toBe(3);
    expect(applied.json().message).toMatch(/3 prices changed/);
    for (const friday of fridays) expect(await priceRow(grade.id, friday, 7)).toBe(65_000);
    // Only Fridays, only 7 nights.
    expect(await priceRow(grade.id, addDays(first, 1), 7)).toBe(70_000);
    expect(await priceRow(grade.id, first, 3)).toBe(30_000);
    const audit = await auditOf('price_list', grade.gradeCode);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'prices.set',
      staff_user_id: adminId,
      after: {
        price_pence: 65_000,
        cells_changed: 3,
        weekdays: [5],
        nights: [7],
        start_date: start,
        end_date: end,
      },
    });

    // A guest's search right after: the new price.
    expect(await offered(park.parkCode, grade.gradeCode, first, 7)).toMatchObject({ price_pence: 65_000 });
    expect(await offered(park.parkCode, grade.gradeCode, fridays[2]!, 7)).toMatchObject({
      price_pence: 65_000,
    });
    // The booking made before keeps £700, as the guest sees it and as the desk does.
    const guestView = await ctx.request({
      method: 'GET',
      url: `/api/bookings/${booking.id}`,
      token: user.token,
    });
    expect(guestView.json().data.eliteData['@attributes']).toMatchObject({
      standard_price_pence: 70_000,
      total_price_pence: 70_000,
    });
    const bookingNo = booking.booking_no;
    const deskView = await asAdmin('GET', `/api/admin/bookings/${bookingNo}`);
    expect(deskView.statusCode, deskView.body).toBe(200);
    expect(deskView.json().data.money).toMatchObject({ stay_pence: 70_000, total_pence: 70_000 });
    // The desk changing only the party keeps the stay's price; new dates are priced at today's list.
    const change = {
      arrival_date: first,
      no_of_nights: 7,
      grade_id: grade.id,
      no_of_adults: 3,
      no_of_children: 0,
      has_pets: false,
      extras: [],
    };
    const same = await asAdmin('POST', `/api/admin/bookings/${bookingNo}/quote`, change);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().data).toMatchObject({ stay_pence: 70_000, total_pence: 70_000 });
    const moved = await asAdmin('POST', `/api/admin/bookings/${bookingNo}/quote`, {
      ...change,
      arrival_date: fridays[1],
    });
    expect(moved.json().data).toMatchObject({ stay_pence: 65_000, previous_total_pence: 70_000 });
    // A new booking pays the new price.
    const { response: later } = await bookAsGuest(grade.gradeCode, fridays[1]!, 7);
    expect(later.statusCode, later.body).toBe(201);
    const [newer] = await query<{ standard_price_pence: number }>(
      sql`select standard_price_pence from booking where id = ${later.json().data.id}`,
    );
    expect(newer!.standard_price_pence).toBe(65_000);

    // The same edit again changes nothing.
    const again = await asAdmin('POST', '/api/admin/prices/bulk', edit);
    expect(again.json().data.cells_changed).toBe(0);
    expect(again.json().message).toMatch(/Nothing to change/);
  });

  it('takes stays off sale: their prices go, the search stops offering them and a hold is refused', async () => {
    const { park, grade } = await aGrade();
    const arrival = make.day(40);
    expect(await offered(park.parkCode, grade.gradeCode, arrival, 3)).toBeDefined();
    const response = await asAdmin('POST', '/api/admin/prices/bulk', {
      grade_code: grade.gradeCode,
      start_date: arrival,
      end_date: arrival,
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      nights: [3, 4],
      action: 'take_off_sale',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ cells_matched: 2, cells_removed: 2, cells_changed: 2 });
    expect(response.json().data.sample[0]).toMatchObject({ before_pence: 30_000, after_pence: null });
    expect(await priceRow(grade.id, arrival, 3)).toBeUndefined();
    expect(await priceRow(grade.id, arrival, 7)).toBe(70_000);
    expect(await offered(park.parkCode, grade.gradeCode, arrival, 3)).toBeUndefined();
    const { response: hold } = await bookAsGuest(grade.gradeCode, arrival, 3);
    expect(hold.statusCode).toBe(409);
    expect(hold.json().code).toBe('SOLD_OUT');
    expect((await auditOf('price_list', grade.gradeCode))[0]!.action).toBe('prices.take_off_sale');
  });

  it("edits over a season's dates, leaving out arrival dates that have passed", async () => {
    const { grade } = await aGrade(1);
    const created = await asAdmin('POST', '/api/admin/seasons', {
      name: 'Half term',
      start_date: make.day(-3),
      end_date: make.day(3),
    });
    expect(created.statusCode, created.body).toBe(201);
    const preview = await asAdmin('POST', '/api/admin/prices/bulk/preview', {
      grade_code: grade.gradeCode,
      season_id: created.json().data.id,
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      nights: [1],
      action: 'set_price',
      price_pence: 12_345,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({ start_date: today, end_date: make.day(3), cells_matched: 4 });
    expect(preview.json().data.summary).toMatch(/\(Half term\)/);
  });

  it('refuses bad edits with 400 naming the field', async () => {
    const { grade } = await aGrade(1);
    const good = {
      grade_code: grade.gradeCode,
      start_date: make.day(10),
      end_date: make.day(20),
      weekdays: [5],
      nights: [7],
      action: 'set_price',
      price_pence: 65_000,
    };
    const refused = async (change: Record<string, unknown>, field: string) => {
      const response = await asAdmin('POST', '/api/admin/prices/bulk/preview', { ...good, ...change });
      const message = fieldMessage(response, field);
      expect(message, `${JSON.stringify(change)} → ${response.body}`).toBeDefined();
      return message;
    };
    expect(await refused({ end_date: make.day(9) }, 'end_date')).toMatch(/on or after the start/);
    expect(await refused({ end_date: make.day(10 + 731) }, 'end_date')).toMatch(/731 days/);
    expect(await refused({ weekdays: [7] }, 'weekdays.0')).toMatch(/0 \(Sunday\) to 6/);
    expect(await refused({ weekdays: [] }, 'weekdays')).toMatch(/at least one weekday/);
    expect(await refused({ weekdays: [5, 5] }, 'weekdays')).toMatch(/once/);
    expect(await refused({ nights: [5] }, 'nights.0')).toMatch(/one of 1, 2, 3, 4, 7, 10, 11, 14, 21/);
    expect(await refused({ price_pence: 0 }, 'price_pence')).toMatch(/above £0/);
    expect(await refused({ price_pence: 5_000_001 }, 'price_pence')).toMatch(/at most £50,000/);
    expect(await refused({ price_pence: 100.5 }, 'price_pence')).toMatch(/whole pence/);
    expect(await refused({ price_pence: undefined }, 'price_pence')).toMatch(/Enter the price/);
    expect(await refused({ action: 'take_off_sale' }, 'price_pence')).toMatch(/Leave the price out/);
    expect(await refused({ action: 'discount' }, 'action')).toBeDefined();
    expect(await refused({ season_id: 1 }, 'season_id')).toMatch(/not both/);
    expect(await refused({ start_date: undefined }, 'start_date')).toMatch(/choose a season/);
    expect(await refused({ grade_code: 'NOPE-1' }, 'grade_code')).toMatch(/no accommodation grade/);
    expect(
      await refused({ start_date: undefined, end_date: undefined, season_id: 999_999 }, 'season_id'),
    ).toMatch(/no such season/);
    expect(await refused({ start_date: make.day(-9), end_date: make.day(-1) }, 'end_date')).toMatch(/passed/);
    // Nothing was changed by any of them.
    expect(await priceRow(grade.id, nextFriday(make.day(9)), 7)).toBe(70_000);
    const apply = await ctx.request({
      method: 'POST',
      url: '/api/admin/prices/bulk',
      token: reception,
      payload: good,
    });
    expect(apply.statusCode).toBe(403);
  });
});

describe('seasons', () => {
  it('are added, changed and removed, each audited, and refused with the field named', async () => {
    const created = await asAdmin('POST', '/api/admin/seasons', {
      name: '  Summer holidays ',
      start_date: make.day(100),
      end_date: make.day(140),
    });
    expect(created.statusCode, created.body).toBe(201);
    const season = created.json().data;
    expect(season).toMatchObject({
      name: 'Summer holidays',
      start_date: make.day(100),
      end_date: make.day(140),
    });
    const listed = (await asAdmin('GET', '/api/admin/seasons')).json().data;
    expect(listed).toContainEqual(season);

    const changed = await asAdmin('PUT', `/api/admin/seasons/${season.id}`, {
      name: 'Summer',
      start_date: make.day(101),
      end_date: make.day(141),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ name: 'Summer', start_date: make.day(101) });
    expect(
      fieldMessage(await asAdmin('PUT', `/api/admin/seasons/${season.id}`, { ...season, name: '' }), 'name'),
    ).toBe('Enter a name, for example “Summer holidays”');
    expect(
      fieldMessage(
        await asAdmin('POST', '/api/admin/seasons', {
          name: 'Back to front',
          start_date: make.day(9),
          end_date: make.day(8),
        }),
        'end_date',
      ),
    ).toMatch(/on or after/);
    expect((await asAdmin('PUT', '/api/admin/seasons/999999', { ...season, id: undefined })).statusCode).toBe(
      404,
    );

    const removed = await asAdmin('DELETE', `/api/admin/seasons/${season.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await asAdmin('GET', '/api/admin/seasons')).json().data).not.toContainEqual(
      expect.objectContaining({ id: season.id }),
    );
    expect((await asAdmin('DELETE', `/api/admin/seasons/${season.id}`)).statusCode).toBe(404);
    const audit = await auditOf('season', season.id);
    expect(audit.map((a) => a.action)).toEqual(['season.create', 'season.update', 'season.delete']);
    expect(audit[1]).toMatchObject({ before: { name: 'Summer holidays' }, after: { name: 'Summer' } });
    expect(audit[2]!.after).toBeNull();
  });
});

describe('arrival-day rules', () => {
  it("change at once which days guests can arrive on: the search, the calendars' rules and the booking's check", async () => {
    const { park, grade } = await aGrade(2, 2);
    const friday = nextFriday(make.day(20));
    const saturday = addDays(friday, 1);
    expect(await offered(park.parkCode, grade.gradeCode, saturday, 7, 2)).toBeDefined();

    const created = await asAdmin('POST', '/api/admin/arrival-rules', {
      park_code: park.parkCode.toLowerCase(),
      holiday_type_id: 2,
      no_of_nights: 7,
      weekdays: [5, 1],
    });
    expect(created.statusCode, created.body).toBe(201);
    const rule = created.json().data;
    expect(rule).toMatchObject({
      park_code: park.parkCode,
      holiday_type_id: 2,
      no_of_nights: 7,
      weekdays: [1, 5],
    });

    // The guest's calendar reads the rules, never from a cache.
    const rules = await ctx.request({
      method: 'GET',
      url: `/api/arrival-rules?park_code=${park.parkCode}&booking_type=2`,
    });
    expect(rules.headers['cache-control']).toBe('no-store');
    expect(rules.json().data).toEqual([{ park_code: park.parkCode, no_of_nights: 7, weekdays: [1, 5] }]);
    // The search bar's calendar closes the other days, and says which days stays start on.
    const days = async (parkCode: string, nights = 7) => {
      const response = await ctx.request({
        method: 'GET',
        url: `/api/arrival-days?booking_type=2&park_code=${parkCode}&no_of_nights=${nights}`,
      });
      expect(response.headers['cache-control']).toBe('no-store');
      return response.json().data;
    };
    expect(await days(park.parkCode)).toEqual({
      closed_weekdays: [0, 2, 3, 4, 6],
      message: 'Stays of 7 nights here start on a Monday or Friday.',
    });
    expect(await days(park.parkCode, 3)).toEqual({ closed_weekdays: [], message: '' });
    // Over every park of the holiday type a day is closed only where every park closes it.
    const other = await make.park();
    await make.grade({
      parkId: other.id,
      holidayTypeId: 2,
      prices: { from: 0, to: 1, nights: [7], pricePence: 1 },
    });
    await make.arrivalRule(other.id, 2, 7, [5, 6]);
    expect((await days('')).closed_weekdays).toEqual([0, 2, 3, 4]);
    const open = await make.park();
    await make.grade({
      parkId: open.id,
      holidayTypeId: 2,
      prices: { from: 0, to: 1, nights: [7], pricePence: 1 },
    });
    expect(await days('')).toEqual({ closed_weekdays: [], message: '' });
    // The search offers Fridays, not Saturdays; other lengths are not affected.
    expect(await offered(park.parkCode, grade.gradeCode, friday, 7, 2)).toBeDefined();
    expect(await offered(park.parkCode, grade.gradeCode, saturday, 7, 2)).toBeUndefined();
    expect(await offered(park.parkCode, grade.gradeCode, saturday, 3, 2)).toBeDefined();
    // A booking for a Saturday is refused, naming the day that is wrong.
    const { response: refused } = await bookAsGuest(grade.gradeCode, saturday, 7);
    expect(fieldMessage(refused, 'arrival_date')).toBe('Stays of 7 nights here start on a Monday or Friday.');
    expect((await bookAsGuest(grade.gradeCode, friday, 7)).response.statusCode).toBe(201);

    // One rule per park, holiday type and length; the park must sell the holiday type.
    const body = { park_code: park.parkCode, holiday_type_id: 2, no_of_nights: 7, weekdays: [6] };
    expect(fieldMessage(await asAdmin('POST', '/api/admin/arrival-rules', body), 'no_of_nights')).toMatch(
      /already has a rule for 7 nights/,
    );
    expect(
      fieldMessage(
        await asAdmin('POST', '/api/admin/arrival-rules', { ...body, holiday_type_id: 1 }),
        'holiday_type_id',
      ),
    ).toMatch(/sells no holidays of that type/);
    expect(
      fieldMessage(
        await asAdmin('POST', '/api/admin/arrival-rules', { ...body, park_code: 'ZZ9' }),
        'park_code',
      ),
    ).toMatch(/no park ZZ9/);
    expect(
      fieldMessage(
        await asAdmin('POST', '/api/admin/arrival-rules', { ...body, no_of_nights: 6 }),
        'no_of_nights',
      ),
    ).toMatch(/one of/);
    expect(
      fieldMessage(await asAdmin('POST', '/api/admin/arrival-rules', { ...body, weekdays: [] }), 'weekdays'),
    ).toBeDefined();

    // Saturdays too, then no rule at all: any day again.
    const changed = await asAdmin('PUT', `/api/admin/arrival-rules/${rule.id}`, {
      ...body,
      weekdays: [1, 5, 6],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await offered(park.parkCode, grade.gradeCode, saturday, 7, 2)).toBeDefined();
    expect((await asAdmin('DELETE', `/api/admin/arrival-rules/${rule.id}`)).statusCode).toBe(200);
    expect(
      (
        await ctx.request({
          method: 'GET',
          url: `/api/arrival-rules?park_code=${park.parkCode}&booking_type=2`,
        })
      ).json().data,
    ).toEqual([]);
    expect(await offered(park.parkCode, grade.gradeCode, addDays(friday, 2), 7, 2)).toBeDefined();
    expect((await auditOf('arrival_rule', rule.id)).map((a) => a.action)).toEqual([
      'arrival_rule.create',
      'arrival_rule.update',
      'arrival_rule.delete',
    ]);
  });
});

describe('stay limits', () => {
  it('take stays shorter or longer than the limits off sale for their arrival dates, and never overlap', async () => {
    const { park, grade } = await aGrade();
    const arrival = make.day(50);
    const body = {
      park_code: park.parkCode,
      holiday_type_id: 1,
      start_date: make.day(45),
      end_date: make.day(55),
      min_nights: 3,
      max_nights: 7,
    };
    const created = await asAdmin('POST', '/api/admin/stay-limits', body);
    expect(created.statusCode, created.body).toBe(201);
    const limit = created.json().data;
    expect(limit).toMatchObject({ ...body, park_title: park.title });
    expect(await offered(park.parkCode, grade.gradeCode, arrival, 2)).toBeUndefined();
    expect(await offered(park.parkCode, grade.gradeCode, arrival, 14)).toBeUndefined();
    expect(await offered(park.parkCode, grade.gradeCode, arrival, 3)).toBeDefined();
    expect(await offered(park.parkCode, grade.gradeCode, make.day(56), 2)).toBeDefined();
    const { response: hold } = await bookAsGuest(grade.gradeCode, arrival, 2);
    expect(hold.json().code).toBe('SOLD_OUT');

    expect(
      fieldMessage(
        await asAdmin('POST', '/api/admin/stay-limits', {
          ...body,
          start_date: make.day(55),
          end_date: make.day(60),
        }),
        'start_date',
      ),
    ).toMatch(/overlap the limit from/);
    expect(
      fieldMessage(await asAdmin('POST', '/api/admin/stay-limits', { ...body, max_nights: 2 }), 'max_nights'),
    ).toMatch(/at least the shortest/);
    expect(
      fieldMessage(await asAdmin('POST', '/api/admin/stay-limits', { ...body, min_nights: 0 }), 'min_nights'),
    ).toBeDefined();
    expect(
      fieldMessage(
        await asAdmin('POST', '/api/admin/stay-limits', { ...body, max_nights: 22 }),
        'max_nights',
      ),
    ).toMatch(/at most 21/);
    // Its own dates do not overlap itself.
    const changed = await asAdmin('PUT', `/api/admin/stay-limits/${limit.id}`, { ...body, min_nights: 1 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await offered(park.parkCode, grade.gradeCode, arrival, 2)).toBeDefined();
    expect((await asAdmin('DELETE', `/api/admin/stay-limits/${limit.id}`)).statusCode).toBe(200);
    expect(await offered(park.parkCode, grade.gradeCode, arrival, 14)).toBeDefined();
    expect((await auditOf('stay_limit', limit.id)).map((a) => a.action)).toEqual([
      'stay_limit.create',
      'stay_limit.update',
      'stay_limit.delete',
    ]);
  });
});

describe('stop-sells', () => {
  it('take a grade off sale for some nights; stays already booked keep their nights and price', async () => {
    const { park, grade } = await aGrade(3);
    const arrival = make.day(60);
    const { response: made } = await bookAsGuest(grade.gradeCode, arrival, 3);
    expect(made.statusCode, made.body).toBe(201);
    const bookingNo = made.json().data.booking_no as string;

    const created = await asAdmin('POST', '/api/admin/stop-sells', {
      grade_code: grade.gradeCode,
      start_date: make.day(61),
      end_date: make.day(61),
      reason: 'Drainage works',
    });
    expect(created.statusCode, created.body).toBe(201);
    const stop = created.json().data;
    expect(stop).toMatchObject({
      grade_code: grade.gradeCode,
      park_code: park.parkCode,
      reason: 'Drainage works',
    });
    expect((await asAdmin('GET', '/api/admin/stop-sells')).json().data).toContainEqual(stop);
    // Any stay spending the night of day 61 there is off sale; one that leaves that morning is not.
    expect(await offered(park.parkCode, grade.gradeCode, arrival, 3)).toBeUndefined();
    expect(await offered(park.parkCode, grade.gradeCode, make.day(58), 3)).toBeDefined();
    expect(await offered(park.parkCode, grade.gradeCode, make.day(62), 3)).toBeDefined();
    expect((await bookAsGuest(grade.gradeCode, arrival, 3)).response.json().code).toBe('SOLD_OUT');
    // The stay booked before keeps its nights and price at the desk.
    const quote = await asAdmin('POST', `/api/admin/bookings/${bookingNo}/quote`, {
      arrival_date: arrival,
      no_of_nights: 3,
      grade_id: grade.id,
      no_of_adults: 2,
      no_of_children: 0,
      has_pets: false,
      extras: [],
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().data).toMatchObject({ stay_pence: 30_000, total_pence: 30_000 });

    expect(
      fieldMessage(
        await asAdmin('POST', '/api/admin/stop-sells', {
          grade_code: grade.gradeCode,
          start_date: make.day(-5),
          end_date: make.day(-1),
        }),
        'end_date',
      ),
    ).toBe('The last night has passed');
    expect(
      fieldMessage(
        await asAdmin('POST', '/api/admin/stop-sells', {
          grade_code: 'NOPE-1',
          start_date: make.day(5),
          end_date: make.day(6),
        }),
        'grade_code',
      ),
    ).toMatch(/no accommodation grade/);
    expect(
      fieldMessage(
        await asAdmin('POST', '/api/admin/stop-sells', {
          grade_code: grade.gradeCode,
          start_date: make.day(6),
          end_date: make.day(5),
        }),
        'end_date',
      ),
    ).toMatch(/on or after/);

    const moved = await asAdmin('PUT', `/api/admin/stop-sells/${stop.id}`, {
      grade_code: grade.gradeCode,
      start_date: make.day(70),
      end_date: make.day(71),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await offered(park.parkCode, grade.gradeCode, arrival, 3)).toBeDefined();
    expect(await offered(park.parkCode, grade.gradeCode, make.day(69), 3)).toBeUndefined();
    expect((await asAdmin('DELETE', `/api/admin/stop-sells/${stop.id}`)).statusCode).toBe(200);
    expect(await offered(park.parkCode, grade.gradeCode, make.day(69), 3)).toBeDefined();
    const audit = await auditOf('stop_sell', stop.id);
    expect(audit.map((a) => a.action)).toEqual(['stop_sell.create', 'stop_sell.update', 'stop_sell.delete']);
    expect(audit[1]).toMatchObject({
      before: { start_date: make.day(61) },
      after: { start_date: make.day(70) },
    });
  });
});

describe('with an engine slow to hear other processes', () => {
  it('tells search when a price is saved, so its next search shows it', async () => {
    const { park, grade } = await aGrade(1);
    const staff = new AuditService(new AuditRepository(ctx.db));
    const repository = new SearchRepository(ctx.db);
    // A minute before it must have heard others' changes: only being told makes it catch up.
    const engine = new AvailabilityEngine(repository, {
      now: () => ctx.now(),
      maxStalenessMs: 60_000,
      onError: (error) => {
        throw error;
      },
    });
    const search = new SearchService(repository, new CmsService(new CmsRepository(ctx.db), staff), {
      cacheSeconds: 600,
      engine,
    });
    await search.start();
    onTestFinished(() => search.close());
    const prices = new PricesService({
      repository: new PricesRepository(ctx.db),
      audit: staff,
      search,
    });
    const arrival = make.day(30);
    const priceShown = async () =>
      (
        JSON.parse(
          await search.findAvailability({
            booking_type: 1,
            park_code: park.parkCode,
            arrival_date: arrival,
            no_of_nights: 3,
            no_of_adults: 2,
            no_of_children: 0,
            has_pets: 0,
          }),
        ).data as { arrival_date: string; price_pence: number }[]
      ).find((row) => row.arrival_date === arrival)?.price_pence;
    expect(await priceShown()).toBe(30_000);
    await prices.applyBulk(adminId, {
      grade_code: grade.gradeCode,
      start_date: arrival,
      end_date: arrival,
      weekdays: [weekday(arrival)],
      nights: [3],
      action: 'set_price',
      price_pence: 33_300,
    });
    expect(await priceShown()).toBe(33_300);
    await prices.stopSells.create(adminId, {
      grade_code: grade.gradeCode,
      start_date: arrival,
      end_date: arrival,
      reason: '',
    });
    expect(await priceShown()).toBeUndefined();
  });
});
