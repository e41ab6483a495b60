import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { catalogueContext } from '../../test/catalogue-context';
import { type catalogueFactory, WEEKS_AT_100_A_NIGHT } from '../../test/catalogue-factory';
import type { TestContext } from '../../test/harness';
import { countRoundTrips, type RoundTripCounter } from '../../test/round-trips';
import { depositOf } from './booking.repository';
import { depositFor } from './booking-price';

// Issue 14: a booking took about ten round trips to the database. Every statement the app's
// database handle sends is counted at the driver (pg or PGlite, whichever this run uses), and one
// booking through the API may take at most four: the session, then begin with the visitor's
// limit keys locked, the one statement that checks, prices, claims a unit and inserts, commit.
const MAX_ROUND_TRIPS = 4;

let ctx: TestContext;
let make: ReturnType<typeof catalogueFactory>;
let trips: RoundTripCounter;
beforeAll(async () => {
  ({ ctx, make } = await catalogueContext());
  trips = countRoundTrips(ctx.db);
});
afterAll(() => ctx.close());

const stay = (gradeCode: string, arrivalOffset: number) => ({
  grade_code: gradeCode,
  arrival_date: make.day(arrivalOffset),
  no_of_nights: 7,
  no_of_adults: 2,
  no_of_children: 1,
  first_name: 'Tally',
  last_name: 'Counter',
  phone_number: '07700900123',
  address_1: '2 Quay Street',
  city: 'Whitby',
  postcode: 'YO21 1DH',
  country_code: 'GB',
});

describe('round trips to the database for one booking', () => {
  it(`holds a unit for a signed-in guest in at most ${MAX_ROUND_TRIPS} round trips`, async () => {
    const { grade: g } = await make.parkWithGrade({ units: 3, capacity: 4, prices: WEEKS_AT_100_A_NIGHT });
    const user = await ctx.newUser();
    // Two bookings, the second with a unit already taken; a deposit on both (more than 28 days ahead).
    for (const offset of [40, 40]) {
      await trips.settled();
      const { result: made, sent } = await trips.during(() =>
        ctx.request({
          method: 'POST',
          url: '/api/bookings',
          token: user.token,
          payload: { ...stay(g.gradeCode, offset), email: user.email },
        }),
      );
      expect(made.statusCode, made.body).toBe(201);
      process.stdout.write(
        `POST /api/bookings (signed in): ${sent.length} round trips\n${sent.map((s) => `  ${s}`).join('\n')}\n`,
      );
      expect(sent.length, sent.join('\n')).toBeLessThanOrEqual(MAX_ROUND_TRIPS);
      expect(sent.length).toBeGreaterThanOrEqual(3); // the counting itself works
    }
    const held = rowsOf<{ unit_id: number; standard_price_pence: number; deposit_pence: number }>(
      await ctx.db.execute(
        sql`select unit_id, standard_price_pence, deposit_pence from booking where grade_id = ${g.id}`,
      ),
    );
    expect(new Set(held.map((h) => h.unit_id)).size).toBe(2);
    for (const h of held) {
      expect(h.standard_price_pence).toBe(70_000);
      expect(h.deposit_pence).toBe(depositFor(70_000));
    }
  });

  it('records what a guest who is not signed in costs (the account is made too)', async () => {
    const { grade: g } = await make.parkWithGrade({ units: 1, capacity: 4, prices: WEEKS_AT_100_A_NIGHT });
    await trips.settled();
    const { result: made, sent } = await trips.during(() =>
      ctx.request({
        method: 'POST',
        url: '/api/bookings',
        payload: {
          ...stay(g.gradeCode, 20),
          email: `tally.${Math.random().toString(36).slice(2)}@example.test`,
          password: 'Abacus-Harbour-31',
        },
      }),
    );
    expect(made.statusCode, made.body).toBe(201);
    process.stdout.write(
      `POST /api/bookings (new guest, account made): ${sent.length} round trips\n${sent.map((s) => `  ${s}`).join('\n')}\n`,
    );
    const [row] = rowsOf<{ deposit_pence: number; user_id: number | null }>(
      await ctx.db.execute(sql`select deposit_pence, user_id from booking where grade_id = ${g.id}`),
    );
    // Within 28 days of arrival: no deposit; the booking belongs to the new account.
    expect(row).toEqual({ deposit_pence: 0, user_id: made.json().data.session.user.id });
  });
});

describe('the deposit set by the statement that makes the hold', () => {
  it("is depositFor's for every price up to £3,000 and for large ones", async () => {
    const prices = [
      ...Array.from({ length: 300_001 }, (_, i) => i),
      ...Array.from({ length: 2_000 }, (_, i) => 1_000_000 + i * 49_999),
    ];
    const rows = rowsOf<{ p: number; deposit: number }>(
      await ctx.db.execute(sql`
        select p, ${depositOf(sql`p`)} as deposit
        from unnest(${`{${prices.join(',')}}`}::int[]) as p`),
    );
    const wrong = rows.filter((r) => Number(r.deposit) !== depositFor(Number(r.p)));
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(rows).toHaveLength(prices.length);
  });
});
