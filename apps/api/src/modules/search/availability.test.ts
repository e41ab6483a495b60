import { addDays, weekday } from '@parkstays/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/demo-data';
import { catalogueContext } from '../../test/catalogue-context';
import type { catalogueFactory } from '../../test/catalogue-factory';
import type { TestContext } from '../../test/harness';
import { runToday } from '../../test/run-clock';

let ctx: TestContext;
let make: ReturnType<typeof catalogueFactory>;
beforeAll(async () => {
  ({ ctx, make } = await catalogueContext());
});
afterAll(() => ctx.close());

type Row = {
  grade_code: string;
  arrival_date: string;
  available_count: number;
  price: string;
  price_pence: number;
};

async function search(params: Record<string, string | number>) {
  const query = new URLSearchParams(
    Object.entries({ booking_type: 1, no_of_nights: 3, no_of_adults: 2, ...params }).map(
      ([k, v]): [string, string] => [k, String(v)],
    ),
  );
  const response = await ctx.request({ method: 'GET', url: `/api/find-availability?${query}` });
  return { status: response.statusCode, body: response.json() };
}

const rowsOf = (body: { data: Row[] }, gradeCode: string) =>
  body.data.filter((row) => row.grade_code === gradeCode);

describe('the three columns', () => {
  it('shows the stay before, the chosen one and the one after when the earlier stay is not in the past', async () => {
    const p = await make.park();
    const g = await make.grade({ parkId: p.id, units: 2 });
    const { status, body } = await search({
      park_code: p.parkCode,
      arrival_date: make.day(20),
      no_of_nights: 7,
    });
    expect(status).toBe(200);
    expect(body.display_type).toBe('previousNext');
    expect(body.columns).toEqual([make.day(13), make.day(20), make.day(27)]);
    expect(rowsOf(body, g.gradeCode).map((r) => r.arrival_date)).toEqual(body.columns);
  });

  it('shows the chosen stay and the two after when the earlier one would start before today', async () => {
    const p = await make.park();
    await make.grade({ parkId: p.id });
    const { body } = await search({ park_code: p.parkCode, arrival_date: make.day(3), no_of_nights: 7 });
    expect(body.display_type).toBe('nextTwo');
    expect(body.columns).toEqual([make.day(3), make.day(10), make.day(17)]);
  });

  it('leaves a column out where the grade has no price for that arrival', async () => {
    const p = await make.park();
    const g = await make.grade({
      parkId: p.id,
      prices: { from: 10, to: 12, nights: [3], pricePence: 5_000 },
    });
    const { body } = await search({ park_code: p.parkCode, arrival_date: make.day(12), no_of_nights: 3 });
    expect(body.columns).toEqual([make.day(9), make.day(12), make.day(15)]);
    expect(rowsOf(body, g.gradeCode).map((r) => r.arrival_date)).toEqual([make.day(12)]);
    expect(rowsOf(body, g.gradeCode)[0]).toMatchObject({
      price: '150.00',
      price_pence: 15_000,
      no_of_nights: 3,
    });
  });

  it('formats prices with thousands commas and keeps the pence', async () => {
    const p = await make.park();
    const g = await make.grade({
      parkId: p.id,
      prices: { from: 30, to: 30, nights: [7], pricePence: 17_964 },
    });
    const { body } = await search({ park_code: p.parkCode, arrival_date: make.day(30), no_of_nights: 7 });
    expect(rowsOf(body, g.gradeCode)[0]).toMatchObject({ price: '1,257.48', price_pence: 125_748 });
  });
});

describe('available_count', () => {
  it('counts a unit only if it is free on every night: two half-free units make 0', async () => {
    const p = await make.park();
    const g = await make.grade({ parkId: p.id, units: 2 });
    const [a, b] = g.units;
    // The stay is days 20–26. Unit A is taken on its first nights, unit B on its last:
    // every night has a free unit, but no single unit is free for the whole stay.
    await make.booking({ gradeId: g.id, unitId: a!.id, arrivalOffset: 18, nights: 4 });
    await make.booking({ gradeId: g.id, unitId: b!.id, arrivalOffset: 24, nights: 4 });
    const { body } = await search({ park_code: p.parkCode, arrival_date: make.day(20), no_of_nights: 7 });
    const [before, chosen, after] = rowsOf(body, g.gradeCode);
    expect(chosen).toMatchObject({ arrival_date: make.day(20), available_count: 0 });
    expect(before).toMatchObject({ arrival_date: make.day(13), available_count: 1 });
    expect(after).toMatchObject({ arrival_date: make.day(27), available_count: 1 });
  });

  it('is reduced by confirmed bookings and live holds, not by expired holds or cancellations', async () => {
    const p = await make.park();
    const g = await make.grade({ parkId: p.id, units: 6 });
    const inAnHour = new Date(ctx.now().getTime() + 3_600_000);
    const anHourAgo = new Date(ctx.now().getTime() - 3_600_000);
    // A stay on each unit; all but the last overlap 3 nights from day 20.
    const stays = [
      { arrivalOffset: 20, nights: 3 },
      { arrivalOffset: 22, nights: 1, status: 'held', holdExpiresAt: inAnHour },
      { arrivalOffset: 20, nights: 3, status: 'held', holdExpiresAt: anHourAgo },
      { arrivalOffset: 20, nights: 3, status: 'cancelled' },
      { arrivalOffset: 20, nights: 3, status: 'expired' },
      // Ends the night before the stay starts: no overlap.
      { arrivalOffset: 17, nights: 3 },
    ] as const;
    for (const [i, stay] of stays.entries()) {
      await make.booking({ gradeId: g.id, unitId: g.units[i]!.id, ...stay });
    }
    const { body } = await search({ park_code: p.parkCode, arrival_date: make.day(20), no_of_nights: 3 });
    const chosen = rowsOf(body, g.gradeCode).find((r) => r.arrival_date === make.day(20));
    expect(chosen?.available_count).toBe(4);
  });

  it('reports 3 left, and 0 (Sold Out) when every unit is taken', async () => {
    const p = await make.park();
    const g = await make.grade({ parkId: p.id, units: 4 });
    await make.booking({ gradeId: g.id, unitId: g.units[0]!.id, arrivalOffset: 40, nights: 7 });
    let { body } = await search({ park_code: p.parkCode, arrival_date: make.day(40), no_of_nights: 7 });
    expect(rowsOf(body, g.gradeCode)[1]?.available_count).toBe(3);
    for (const u of g.units.slice(1))
      await make.booking({ gradeId: g.id, unitId: u.id, arrivalOffset: 40, nights: 7 });
    ({ body } = await search({ park_code: p.parkCode, arrival_date: make.day(40), no_of_nights: 7 }));
    expect(rowsOf(body, g.gradeCode)[1]?.available_count).toBe(0);
  });
});

describe('who and where', () => {
  it('offers only grades that sleep the whole party and, with pets, that take pets', async () => {
    const p = await make.park();
    const small = await make.grade({ parkId: p.id, capacity: 4, petsAllowed: true });
    const large = await make.grade({ parkId: p.id, capacity: 8, petsAllowed: false });
    const codes = async (params: Record<string, number>) =>
      [
        ...new Set(
          (await search({ park_code: p.parkCode, arrival_date: make.day(20), ...params })).body.data.map(
            (r: Row) => r.grade_code,
          ),
        ),
      ].sort();
    expect(await codes({ no_of_adults: 2, no_of_children: 2 })).toEqual(
      [small.gradeCode, large.gradeCode].sort(),
    );
    expect(await codes({ no_of_adults: 2, no_of_children: 3 })).toEqual([large.gradeCode]);
    expect(await codes({ no_of_adults: 2, has_pets: 1 })).toEqual([small.gradeCode]);
    expect(await codes({ no_of_adults: 6, has_pets: 1 })).toEqual([]);
  });

  it('keeps to the holiday type and the park, and covers all parks without a park code', async () => {
    const first = await make.park();
    const second = await make.park();
    const caravans = await make.grade({ parkId: first.id, holidayTypeId: 1 });
    const pitches = await make.grade({ parkId: first.id, holidayTypeId: 2 });
    const elsewhere = await make.grade({ parkId: second.id, holidayTypeId: 1 });
    const codes = async (params: Record<string, string | number>) =>
      new Set(
        (await search({ arrival_date: make.day(20), ...params })).body.data.map((r: Row) => r.grade_code),
      );
    const oneParkType1 = await codes({ park_code: first.parkCode.toLowerCase(), booking_type: 1 });
    expect(oneParkType1).toEqual(new Set([caravans.gradeCode]));
    const oneParkType2 = await codes({ park_code: first.parkCode, booking_type: 2 });
    expect(oneParkType2).toEqual(new Set([pitches.gradeCode]));
    const allParks = await codes({ park_code: '', booking_type: 1 });
    expect(allParks.has(caravans.gradeCode) && allParks.has(elsewhere.gradeCode)).toBe(true);
    expect(allParks.has(pitches.gradeCode)).toBe(false);
  });

  it("follows a park's arrival-day rules, and blocks no weekday where it has none", async () => {
    const p = await make.park();
    const g = await make.grade({ parkId: p.id, holidayTypeId: 2 });
    const arrival = make.day(21);
    await make.arrivalRule(p.id, 2, 7, [weekday(arrival)]);
    const { body } = await search({
      park_code: p.parkCode,
      booking_type: 2,
      arrival_date: arrival,
      no_of_nights: 7,
    });
    // All three columns are 7 days apart, so on the same weekday.
    expect(rowsOf(body, g.gradeCode)).toHaveLength(3);
    const otherDay = addDays(arrival, 1);
    const blocked = await search({
      park_code: p.parkCode,
      booking_type: 2,
      arrival_date: otherDay,
      no_of_nights: 7,
    });
    expect(rowsOf(blocked.body, g.gradeCode)).toEqual([]);
    const noRule = await search({
      park_code: p.parkCode,
      booking_type: 2,
      arrival_date: otherDay,
      no_of_nights: 3,
    });
    expect(rowsOf(noRule.body, g.gradeCode)).toHaveLength(3);
  });
});

describe('stock is enforced by the database', () => {
  it('refuses a second live booking of a unit on an overlapping night, whatever the code does', async () => {
    const p = await make.park();
    const g = await make.grade({ parkId: p.id, units: 1 });
    const unitId = g.units[0]!.id;
    await make.booking({ gradeId: g.id, unitId, arrivalOffset: 30, nights: 7 });
    await expect(make.booking({ gradeId: g.id, unitId, arrivalOffset: 36, nights: 3 })).rejects.toThrow();
    await expect(
      make.booking({
        gradeId: g.id,
        unitId,
        arrivalOffset: 32,
        nights: 1,
        status: 'held',
        holdExpiresAt: ctx.now(),
      }),
    ).rejects.toThrow();
    // Back-to-back stays and cancelled bookings are fine.
    await make.booking({ gradeId: g.id, unitId, arrivalOffset: 37, nights: 3 });
    await make.booking({ gradeId: g.id, unitId, arrivalOffset: 31, nights: 2, status: 'cancelled' });
  });
});

describe('bad input and maintenance', () => {
  it.each([
    ['arrival_date', { arrival_date: '2026-02-30' }],
    ['arrival_date', { arrival_date: '27/11/2026' }],
    ['arrival_date', { arrival_date: addDays(runToday(), -1) }],
    ['no_of_nights', { no_of_nights: 5 }],
    ['no_of_adults', { no_of_adults: 11 }],
    ['no_of_children', { no_of_children: -1 }],
    ['has_pets', { has_pets: 2 }],
    ['park_code', { park_code: 'RH;drop' }],
    ['booking_type', { booking_type: 'resort' }],
    ['no_of_adults', { no_of_adults: 0, no_of_children: 0 }],
  ])('answers 400 naming %s', async (field, params) => {
    const { status, body } = await search({ arrival_date: make.day(10), ...params });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('answers 503 while an admin has the site in maintenance, and only an admin can switch it', async () => {
    const guest = await ctx.newUser();
    const turnOn = {
      method: 'PUT' as const,
      url: '/api/site-settings/maintenance',
      payload: { maintenance_mode: true },
    };
    expect((await ctx.request(turnOn)).statusCode).toBe(401);
    expect((await ctx.request({ ...turnOn, token: guest.token })).statusCode).toBe(403);

    const login = await ctx.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password },
    });
    const admin = login.json().data.bearer_token;
    const on = await ctx.request({ ...turnOn, token: admin });
    expect(on.statusCode).toBe(200);
    expect(on.json().data.maintenance_mode).toBe(true);

    const during = await search({ arrival_date: make.day(10) });
    expect(during.status).toBe(503);
    expect(during.body).toEqual({
      success: false,
      message: "Website Under Maintenance. We'll be back soon.",
      code: 'MAINTENANCE',
    });

    await ctx.request({ ...turnOn, payload: { maintenance_mode: false }, token: admin });
    expect((await search({ arrival_date: make.day(10) })).status).toBe(200);
  });
});
