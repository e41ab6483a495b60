import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { addDays, londonToday, type TFindAvailabilityQuery } from '@parkstays/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueContext } from '../../test/catalogue-context';
import type { catalogueFactory } from '../../test/catalogue-factory';
import type { TestContext } from '../../test/harness';
import { referenceSearch } from '../../test/reference-search';
import { runNow } from '../../test/run-clock';
import { AuditRepository } from '../audit/audit.repository';
import { AuditService } from '../audit/audit.service';
import { CmsRepository } from '../cms/cms.repository';
import { CmsService } from '../cms/cms.service';
import { AvailabilityEngine } from './availability-engine';
import { SearchRepository } from './search.repository';
import { SearchService } from './search.service';

// The availability engine answers from memory what the reference query (decision 014's one SQL
// statement, test/reference-search.ts) answers from the tables. These tests hold the
// two equal, byte for byte, over bookings, holds, lapsed holds, money on holds, cancellations,
// bulk changes and the clock moving on; and the engine's answer cache with them.

let ctx: TestContext;
let make: ReturnType<typeof catalogueFactory>;
type Made = Awaited<ReturnType<ReturnType<typeof catalogueFactory>['grade']>>;
let grades: Made[];
let parkCodes: string[];

beforeAll(async () => {
  ({ ctx, make } = await catalogueContext());
  const p1 = await make.park();
  const p2 = await make.park();
  parkCodes = [p1.parkCode, p2.parkCode];
  grades = [
    await make.grade({ parkId: p1.id, capacity: 4, petsAllowed: true, units: 3 }),
    await make.grade({
      parkId: p1.id,
      capacity: 6,
      units: 2,
      prices: { from: 5, to: 40, nights: [3, 7, 14], pricePence: 123_456 },
    }),
    await make.grade({ parkId: p1.id, holidayTypeId: 2, capacity: 2, units: 1 }),
    await make.grade({ parkId: p2.id, capacity: 8, petsAllowed: true, units: 4 }),
    // Priced twenty years ahead: stays there go past the engine's bitmaps.
    await make.grade({
      parkId: p2.id,
      capacity: 4,
      units: 2,
      prices: { from: 7_300, to: 7_330, nights: [1, 3, 7], pricePence: 9_999 },
    }),
    // Many units: the engine's rows grow while holds and stays arrive in any order; more than 32
    // take two lanes of its masks.
    await make.grade({ parkId: p1.id, capacity: 5, units: 12 }),
    await make.grade({ parkId: p2.id, capacity: 3, units: 40 }),
  ];
  // Arrival-day rules: Fridays only; no day at all; Mondays or a null (which blocks nothing).
  await make.arrivalRule(p1.id, 1, 7, [5]);
  await make.arrivalRule(p2.id, 1, 3, []);
  await ctx.db.execute(
    sql`INSERT INTO arrival_rule (park_id, holiday_type_id, no_of_nights, weekdays) VALUES (${p2.id}, 1, 14, '{1,NULL}')`,
  );
});
afterAll(() => ctx.close());

type Clock = { now: Date };

/** Three services on one clock: the reference query, the engine, and the engine with its cache. */
function services(clock: Clock) {
  const repository = new SearchRepository(ctx.db);
  const cms = new CmsService(new CmsRepository(ctx.db), new AuditService(new AuditRepository(ctx.db)));
  const now = () => clock.now;
  const errors: unknown[] = [];
  const engine = (cacheSeconds: number) =>
    new SearchService(repository, cms, {
      cacheSeconds,
      now,
      engine: new AvailabilityEngine(repository, {
        now,
        maxStalenessMs: 0,
        onError: (error) => errors.push(error),
      }),
    });
  return {
    reference: referenceSearch(ctx.db, now),
    engine: engine(0),
    cached: engine(60),
    errors,
  };
}

type Search = {
  type: number;
  park: number;
  offset: number;
  nights: number;
  adults: number;
  children: number;
  pets: number;
};

const searchArb: fc.Arbitrary<Search> = fc.record({
  type: fc.constantFrom(1, 1, 1, 2),
  park: fc.integer({ min: -1, max: 1 }),
  offset: fc.oneof(
    { weight: 9, arbitrary: fc.integer({ min: 0, max: 45 }) },
    { weight: 1, arbitrary: fc.integer({ min: 7_295, max: 7_330 }) },
  ),
  nights: fc.constantFrom(1, 2, 3, 4, 7, 14, 21),
  adults: fc.integer({ min: 1, max: 6 }),
  children: fc.integer({ min: 0, max: 2 }),
  pets: fc.constantFrom(0, 0, 1),
});

const STATES = [
  'confirmed',
  'held',
  'heldLapsed',
  'heldNoEnd',
  'heldPaid',
  'heldPending',
  'cancelled',
  'expired',
] as const;

type Step =
  | {
      kind: 'book';
      grade: number;
      unit: number;
      offset: number;
      nights: number;
      state: (typeof STATES)[number];
      holdMinutes: number;
      /** The booking names another grade than its unit's (never made by the API; the query counts it by grade). */
      foreign: boolean;
    }
  | {
      kind: 'change';
      pick: number;
      to: 'confirmed' | 'cancelled' | 'expired' | 'pending' | 'unpend' | 'extend' | 'lapse' | 'delete';
    }
  | { kind: 'releaseLapsed' }
  | { kind: 'advance'; minutes: number }
  | { kind: 'search'; search: Search };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('book' as const),
      grade: fc.nat({ max: 6 }),
      unit: fc.nat({ max: 39 }),
      offset: fc.oneof(
        { weight: 9, arbitrary: fc.integer({ min: -12, max: 50 }) },
        { weight: 1, arbitrary: fc.integer({ min: 7_290, max: 7_335 }) },
      ),
      nights: fc.integer({ min: 1, max: 21 }),
      state: fc.constantFrom(...STATES),
      holdMinutes: fc.integer({ min: 1, max: 180 }),
      foreign: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('change' as const),
      pick: fc.nat(),
      to: fc.constantFrom(
        'confirmed',
        'cancelled',
        'expired',
        'pending',
        'unpend',
        'extend',
        'lapse',
        'delete',
      ),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'releaseLapsed' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('advance' as const),
      minutes: fc.integer({ min: 1, max: 240 }),
    }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('search' as const), search: searchArb }) },
);

let bookingNo = 0;

/** Applies one step straight to the tables, as any process (or an operator) might. */
async function applyStep(step: Step, clock: Clock) {
  const nowIso = clock.now.toISOString();
  const today = londonToday(clock.now);
  try {
    if (step.kind === 'book') {
      const grade = grades[step.grade]!;
      const unitOf = step.foreign ? grades[(step.grade + 1) % grades.length]! : grade;
      const unit = unitOf.units[step.unit % unitOf.units.length]!;
      const state = step.state;
      const status = state.startsWith('held') ? 'held' : state;
      const holdEnd =
        state === 'heldLapsed'
          ? new Date(clock.now.getTime() - step.holdMinutes * 60_000)
          : state === 'heldNoEnd'
            ? null
            : state.startsWith('held')
              ? new Date(clock.now.getTime() + step.holdMinutes * 60_000 + 123)
              : null;
      bookingNo += 1;
      await ctx.db.execute(sql`
        INSERT INTO booking (booking_no, grade_id, unit_id, arrival_date, no_of_nights, status, hold_expires_at,
                             standard_price_pence, paid_pence, pending_pence)
        VALUES (${`E${bookingNo}`}, ${grade.id}, ${unit.id}, ${addDays(today, step.offset)}::date, ${step.nights},
                ${status}, ${holdEnd?.toISOString() ?? null}::timestamptz, 100000,
                ${state === 'heldPaid' ? 5_000 : 0}, ${state === 'heldPending' ? 2_500 : 0})`);
    } else if (step.kind === 'change') {
      const set = {
        confirmed: sql`status = 'confirmed', hold_expires_at = NULL`,
        cancelled: sql`status = 'cancelled'`,
        expired: sql`status = 'expired'`,
        pending: sql`pending_pence = 1000`,
        unpend: sql`pending_pence = 0`,
        extend: sql`hold_expires_at = ${nowIso}::timestamptz + interval '45 minutes'`,
        lapse: sql`hold_expires_at = ${nowIso}::timestamptz - interval '1 second'`,
        delete: undefined,
      }[step.to];
      const target = sql`id = (SELECT id FROM booking ORDER BY id OFFSET ${step.pick}::int % greatest((SELECT count(*) FROM booking), 1) LIMIT 1)`;
      if (set) await ctx.db.execute(sql`UPDATE booking SET ${set} WHERE ${target}`);
      else await ctx.db.execute(sql`DELETE FROM booking WHERE ${target}`);
    } else if (step.kind === 'releaseLapsed') {
      // As the scheduled work does: every lapsed hold without money, in one statement.
      await ctx.db.execute(sql`
        UPDATE booking SET status = 'expired'
        WHERE status = 'held' AND hold_expires_at <= ${nowIso}::timestamptz AND paid_pence = 0 AND pending_pence = 0`);
    } else if (step.kind === 'advance') {
      clock.now = new Date(clock.now.getTime() + step.minutes * 60_000);
    }
  } catch (error) {
    // The exclusion constraint refuses a second live booking of a unit on a night: the database,
    // not the engine, decides that, and a refused statement changes (and announces) nothing.
    if ((error as { cause?: { code?: string } }).cause?.code !== '23P01') throw error;
  }
}

function queryOf(search: Search, clock: Clock): TFindAvailabilityQuery {
  return {
    booking_type: search.type,
    park_code: search.park < 0 ? '' : parkCodes[search.park]!,
    arrival_date: addDays(londonToday(clock.now), search.offset),
    no_of_nights: search.nights,
    no_of_adults: search.adults,
    no_of_children: search.children,
    has_pets: search.pets,
  };
}

async function expectSameAnswers(s: ReturnType<typeof services>, query: TFindAvailabilityQuery) {
  const expected = await s.reference.findAvailability(query);
  expect(await s.engine.findAvailability(query), JSON.stringify(query)).toBe(expected);
  expect(await s.cached.findAvailability(query), `cached ${JSON.stringify(query)}`).toBe(expected);
}

describe('the availability engine answers as the reference query does', () => {
  it('over random bookings, holds, lapses, money, cancellations, bulk changes and time', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(stepArb, { minLength: 0, maxLength: 12 }),
        fc.array(stepArb, { minLength: 5, maxLength: 40 }),
        fc.array(searchArb, { minLength: 2, maxLength: 4 }),
        async (before, during, finalSearches) => {
          const clock = { now: runNow() };
          // Some stays exist before the engine starts (it loads them), the rest change after.
          for (const step of before) await applyStep(step, clock);
          const s = services(clock);
          try {
            await Promise.all([s.engine.start(), s.cached.start()]);
            for (const step of during) {
              if (step.kind === 'search') await expectSameAnswers(s, queryOf(step.search, clock));
              else await applyStep(step, clock);
            }
            for (const search of finalSearches) await expectSameAnswers(s, queryOf(search, clock));
            // Every booking goes in one statement: engines read the grades again.
            await ctx.db.execute(sql`DELETE FROM booking`);
            for (const search of finalSearches) await expectSameAnswers(s, queryOf(search, clock));
            expect(s.errors).toEqual([]);
          } finally {
            await Promise.all([s.engine.close(), s.cached.close()]);
            await ctx.db.execute(sql`DELETE FROM booking`);
          }
        },
      ),
      { numRuns: 25 },
    );
  }, 240_000);

  it('after a statement that changes more stays than one notification holds', async () => {
    const clock = { now: runNow() };
    const s = services(clock);
    await Promise.all([s.engine.start(), s.cached.start()]);
    try {
      // From tomorrow: the clock moves on below, maybe past midnight.
      const queries = [1, 3, 10, 20].map((offset) =>
        queryOf({ type: 1, park: -1, offset, nights: 3, adults: 2, children: 0, pets: 0 }, clock),
      );
      for (const query of queries) await expectSameAnswers(s, query);
      // 4 units × 60 one-night stays, every other night: 240 rows in one INSERT.
      const units = [grades[0]!, grades[3]!].flatMap((g) => g.units.slice(0, 2).map((u) => ({ g, u })));
      await ctx.db.execute(sql`
        INSERT INTO booking (booking_no, grade_id, unit_id, arrival_date, no_of_nights, status, hold_expires_at)
        SELECT 'BULK' || u.n || '-' || d, u.grade_id, u.unit_id, ${londonToday(clock.now)}::date + d * 2, 1,
               CASE WHEN d % 3 = 0 THEN 'held' ELSE 'confirmed' END,
               CASE WHEN d % 3 = 0 THEN ${clock.now.toISOString()}::timestamptz + interval '10 minutes' END
        FROM (VALUES ${sql.join(
          units.map(({ g, u }, n) => sql`(${n}::int, ${g.id}::int, ${u.id}::int)`),
          sql`, `,
        )}) AS u(n, grade_id, unit_id),
        generate_series(0, 59) AS d`);
      for (const query of queries) await expectSameAnswers(s, query);
      await ctx.db.execute(
        sql`UPDATE booking SET status = 'cancelled' WHERE booking_no LIKE 'BULK%' AND status = 'confirmed'`,
      );
      for (const query of queries) await expectSameAnswers(s, query);
      // The holds lapse with time alone: no row changes, no notification.
      clock.now = new Date(clock.now.getTime() + 11 * 60_000);
      for (const query of queries) await expectSameAnswers(s, query);
      expect(s.errors).toEqual([]);
    } finally {
      await Promise.all([s.engine.close(), s.cached.close()]);
      await ctx.db.execute(sql`DELETE FROM booking`);
    }
  });
});

/** A park of its own with eight grades: answers big enough to be compressed (1 KB and more). */
let bigPark: string | undefined;
async function makeBigPark() {
  if (bigPark) return bigPark;
  const p = await make.park();
  for (let i = 0; i < 8; i++) await make.grade({ parkId: p.id, capacity: 6, units: 2 });
  bigPark = p.parkCode;
  return bigPark;
}

describe('a grade with more units than one lane of the engine’s masks (32)', () => {
  it('counts each of its units once', async () => {
    const clock = { now: runNow() };
    const s = services(clock);
    await Promise.all([s.engine.start(), s.cached.start()]);
    try {
      const big = grades[6]!;
      const queries = [2, 9, 16].flatMap((offset) =>
        [1, 3, 7].map((nights) =>
          queryOf({ type: 1, park: 1, offset, nights, adults: 2, children: 0, pets: 0 }, clock),
        ),
      );
      for (const query of queries) await expectSameAnswers(s, query);
      // One statement per stay (each heard as a change), units in an order that grows the rows
      // past 32 while holds, lapsed holds and confirmed stays mix.
      for (let i = 0; i < big.units.length; i++) {
        const unit = big.units[(i * 7) % big.units.length]!;
        await applyStep(
          {
            kind: 'book',
            grade: 6,
            unit: big.units.indexOf(unit),
            offset: (i * 5) % 20,
            nights: 1 + (i % 9),
            state: (['confirmed', 'held', 'heldLapsed', 'heldPaid', 'confirmed'] as const)[i % 5]!,
            holdMinutes: 5 + i,
            foreign: false,
          },
          clock,
        );
        if (i % 8 === 7) for (const query of queries) await expectSameAnswers(s, query);
      }
      for (const query of queries) await expectSameAnswers(s, query);
      clock.now = new Date(clock.now.getTime() + 20 * 60_000);
      for (const query of queries) await expectSameAnswers(s, query);
      await ctx.db.execute(
        sql`UPDATE booking SET status = 'cancelled' WHERE grade_id = ${big.id} AND status = 'confirmed'`,
      );
      for (const query of queries) await expectSameAnswers(s, query);
      expect(s.errors).toEqual([]);
    } finally {
      await Promise.all([s.engine.close(), s.cached.close()]);
      await ctx.db.execute(sql`DELETE FROM booking`);
    }
  });
});

describe('cached answers', () => {
  it('keeps an answer a booking does not touch, and works out again one it does', async () => {
    const clock = { now: runNow() };
    const s = services(clock);
    await s.cached.start();
    try {
      const [g1, , , g4] = grades;
      const park1 = queryOf(
        { type: 1, park: 0, offset: 20, nights: 3, adults: 2, children: 0, pets: 0 },
        clock,
      );
      const park2 = { ...park1, park_code: parkCodes[1]! };
      const later = { ...park1, arrival_date: addDays(park1.arrival_date, 30) };
      const first = await s.cached.availabilityAnswer(park1);
      const other = await s.cached.availabilityAnswer(park2);
      const far = await s.cached.availabilityAnswer(later);
      // A stay at park 2, and one at park 1 weeks after the first search's columns (nights 17–25).
      await make.booking({ gradeId: g4!.id, unitId: g4!.units[0]!.id, arrivalOffset: 20, nights: 3 });
      await make.booking({ gradeId: g1!.id, unitId: g1!.units[0]!.id, arrivalOffset: 48, nights: 2 });
      expect((await s.cached.availabilityAnswer(park1)).body).toBe(first.body);
      expect((await s.cached.availabilityAnswer(park2)).body).not.toBe(other.body);
      expect((await s.cached.availabilityAnswer(later)).body).not.toBe(far.body);
      // A stay the first search's columns overlap: that answer is worked out again.
      await make.booking({ gradeId: g1!.id, unitId: g1!.units[1]!.id, arrivalOffset: 21, nights: 1 });
      const again = await s.cached.availabilityAnswer(park1);
      expect(again.body).not.toBe(first.body);
      expect(again.body.toString()).toBe(await s.reference.findAvailability(park1));
    } finally {
      await s.cached.close();
      await ctx.db.execute(sql`DELETE FROM booking`);
    }
  });

  it('keeps compressed copies, made once, that unpack to the same answer', async () => {
    const clock = { now: runNow() };
    const s = services(clock);
    await s.cached.start();
    try {
      const query = {
        ...queryOf({ type: 1, park: -1, offset: 10, nights: 3, adults: 1, children: 0, pets: 0 }, clock),
        park_code: await makeBigPark(),
      };
      const plain = await s.cached.availabilityAnswer(query);
      expect(plain.body.length).toBeGreaterThan(1024);
      const br = await s.cached.availabilityAnswer(query, 'gzip, deflate, br');
      const gz = await s.cached.availabilityAnswer(query, 'gzip;q=1, br;q=0');
      expect(plain.encoding).toBeUndefined();
      expect(br.encoding).toBe('br');
      expect(gz.encoding).toBe('gzip');
      expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
      expect(gunzipSync(gz.body).toString()).toBe(plain.body.toString());
      expect((await s.cached.availabilityAnswer(query, 'br')).body).toBe(br.body);
      expect((await s.cached.availabilityAnswer(query, 'identity')).encoding).toBeUndefined();
    } finally {
      await s.cached.close();
    }
  });
});

describe('GET /api/find-availability', () => {
  it('answers the engine’s bytes, compressed when asked, with the security headers helmet gives', async () => {
    const clock = { now: runNow() };
    const { reference } = services(clock);
    const query = {
      ...queryOf({ type: 1, park: -1, offset: 12, nights: 3, adults: 2, children: 0, pets: 0 }, clock),
      park_code: await makeBigPark(),
    };
    const url = `/api/find-availability?${new URLSearchParams(
      Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
    )}`;
    const plain = await ctx.request({ method: 'GET', url });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(await reference.findAvailability(query));
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('no-store');
    const br = await ctx.request({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await ctx.request({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    // The same security headers as an answer helmet still builds per request (an unknown endpoint,
    // whose CSP also carries the nonces only pages need).
    const other = await ctx.request({ method: 'GET', url: '/api/no-such-endpoint' });
    other.headers['content-security-policy'] = String(other.headers['content-security-policy']).replace(
      / 'nonce-[0-9a-f]+'/g,
      '',
    );
    for (const header of [
      'content-security-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'origin-agent-cluster',
      'x-xss-protection',
    ]) {
      expect(plain.headers[header], header).toBeDefined();
      expect(plain.headers[header], header).toBe(other.headers[header]);
    }
    expect(plain.headers['x-powered-by']).toBeUndefined();
  });
});
