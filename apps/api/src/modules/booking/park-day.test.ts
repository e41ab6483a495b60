import { addDays, type TDayStay, type TParkDay } from '@parkstays/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { DEMO_BOOKING_REFERENCES } from '../../db/demo-data/catalogue';
import { createTestContext, type TestContext } from '../../test/harness';
import { runToday } from '../../test/run-clock';

const { upcoming, byPhone } = DEMO_BOOKING_REFERENCES.guest;

let ctx: TestContext;
let reception: string;
let activities: string;
// The demo's part-paid stay: Robin Hood's Bay, 63 days from today for 7 nights, £693.00 of which
// £140.00 is paid (db/demo-data/catalogue.ts, seedGuestBookings).
const today = runToday();
const arrival = addDays(today, 63);
const departure = addDays(today, 70);

beforeAll(async () => {
  ctx = await createTestContext({}, 'demo');
  ({ reception, activities } = await ctx.signInAll('reception', 'activities'));
}, 60_000);
afterAll(() => ctx.close());

const dayAt = (query: string, token = reception) =>
  ctx.request({ method: 'GET', url: `/api/admin/today${query}`, token });

const robinHoodsBayOn = async (date: string): Promise<TParkDay> => {
  const response = await dayAt(`?park_code=RH&date=${date}`);
  expect(response.statusCode).toBe(200);
  const { data } = response.json();
  expect(data.date).toBe(date);
  expect(data.parks).toHaveLength(1);
  return data.parks[0];
};

const numbers = (stays: TDayStay[]) => stays.map((stay) => stay.booking_no);

describe('GET /api/admin/today', () => {
  it('lists the part-paid stay as an arrival with its balance due, then in-house, then a departure', async () => {
    const onArrival = await robinHoodsBayOn(arrival);
    expect(onArrival.park_code).toBe('RH');
    const stay = onArrival.arrivals.find((s) => s.booking_no === upcoming);
    expect(stay).toMatchObject({
      guest_name: 'Emily Carter',
      grade_code: 'RH-GDC',
      arrival_date: arrival,
      departure_date: departure,
      no_of_nights: 7,
      no_of_adults: 2,
      no_of_children: 2,
      total_pence: 69_300,
      paid_pence: 14_000,
      balance_due_pence: 55_300,
    });
    expect(stay?.unit_code).not.toBe('');
    expect(numbers(onArrival.departures)).not.toContain(upcoming);
    expect(numbers(onArrival.in_house)).not.toContain(upcoming);
    expect(onArrival.balance_due_pence).toBe(
      [...onArrival.arrivals, ...onArrival.departures, ...onArrival.in_house].reduce(
        (sum, s) => sum + s.balance_due_pence,
        0,
      ),
    );

    const midStay = await robinHoodsBayOn(addDays(arrival, 3));
    expect(numbers(midStay.in_house)).toContain(upcoming);
    expect(numbers([...midStay.arrivals, ...midStay.departures])).not.toContain(upcoming);

    const onDeparture = await robinHoodsBayOn(departure);
    expect(numbers(onDeparture.departures)).toContain(upcoming);
    expect(numbers([...onDeparture.arrivals, ...onDeparture.in_house])).not.toContain(upcoming);

    const after = await robinHoodsBayOn(addDays(departure, 1));
    expect(numbers([...after.arrivals, ...after.departures, ...after.in_house])).not.toContain(upcoming);
  });

  it('a paid-up stay owes nothing, and only confirmed stays are listed', async () => {
    // The demo's fully paid Heather Moor stay, 95 days from today for 3 nights.
    const response = await dayAt(`?park_code=HM&date=${addDays(today, 95)}`);
    const [heatherMoor] = response.json().data.parks;
    expect(heatherMoor.arrivals.find((s: TDayStay) => s.booking_no === byPhone)).toMatchObject({
      total_pence: 38_900,
      paid_pence: 38_900,
      balance_due_pence: 0,
    });

    await ctx.db.execute(sql`update booking set status = 'cancelled' where booking_no = ${byPhone}`);
    try {
      const cancelled = (await dayAt(`?park_code=HM&date=${addDays(today, 95)}`)).json().data.parks[0];
      expect(numbers(cancelled.arrivals)).not.toContain(byPhone);
    } finally {
      await ctx.db.execute(sql`update booking set status = 'confirmed' where booking_no = ${byPhone}`);
    }
  });

  it('without a park answers every park; without a date, today in Europe/London', async () => {
    const response = await dayAt(`?date=${arrival}`);
    expect(response.statusCode).toBe(200);
    const parks: TParkDay[] = response.json().data.parks;
    const allParks = rowsOf<{ park_code: string }>(
      await ctx.db.execute(sql`select park_code from park order by park_code`),
    ).map((row) => row.park_code);
    expect(allParks.length).toBeGreaterThan(1);
    expect(parks.map((p) => p.park_code)).toEqual(allParks);
    expect(numbers(parks.find((p) => p.park_code === 'RH')!.arrivals)).toContain(upcoming);
    expect(numbers(parks.find((p) => p.park_code === 'GS')!.arrivals)).not.toContain(upcoming);

    const now = await dayAt('');
    expect(now.statusCode).toBe(200);
    expect(now.json().data.date).toBe(runToday());
  });

  it('answers 404 for an unknown park, 400 for a bad date, and 403 to staff outside reception', async () => {
    expect((await dayAt('?park_code=ZZ')).statusCode).toBe(404);
    const bad = await dayAt('?date=2026-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('date');
    expect((await dayAt('', activities)).statusCode).toBe(403);
  });
});
