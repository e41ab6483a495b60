import { SOLD_OUT_MESSAGE } from '@parkstays/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { apiClusterForTests, bookOverHttp } from '../../test/api-process';
import { catalogueFactory } from '../../test/catalogue-factory';
import { doubleBookedNights } from '../../test/double-booked';

const serverUrl = process.env.DATABASE_URL;
const PROCESSES = 2;
const BURSTS = 10;
const GUESTS = 32;
const UNITS = 24;
const NIGHTS = 7;
const API_CONNECTIONS = 'parkstays-burst-api';

/** The nearest-rank percentile of some durations. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

// Issue 10, finding 7: bursts of guests booking the same grade and stay at once were answered
// "deadlock detected" while units were free. Two API processes on one PostgreSQL server, as in
// production; each guest is signed in and comes from an address of their own (X-Forwarded-For
// behind a trusted proxy), so nothing but the units themselves is shared between them.
describe.skipIf(!serverUrl)('bursts of 32 simultaneous bookings for one grade and stay', () => {
  const cluster = apiClusterForTests('burst', PROCESSES, {
    TRUST_PROXY: 'true',
    // Lapsed holds are let go by the booking itself here, not by the scheduled work.
    SCHEDULED_WORK_CRON: 'off',
    // Names the processes' connections, to tell when the last of them has closed.
    PGAPPNAME: API_CONNECTIONS,
  });

  it('sells every free unit of each stay, answers the rest sold out, never 5xx, never deadlocks', async () => {
    const make = catalogueFactory(cluster.db);
    await make.basics();
    const p = await make.park();
    const g = await make.grade({
      parkId: p.id,
      units: UNITS,
      capacity: 4,
      prices: { from: 0, to: 30 + BURSTS * (NIGHTS + 1), nights: [NIGHTS], pricePence: 10_000 },
    });
    const guests: string[] = [];
    for (let i = 0; i < GUESTS; i++) {
      guests.push(await cluster.signUp(`burst${i}@example.test`, 'Crowded-Quayside-58'));
    }

    /** Every guest books the stay at once, half through each process; answers status, message and time. */
    const burst = (arrivalOffset: number) =>
      Promise.all(
        guests.map(async (token, i) => {
          const started = performance.now();
          const response = await bookOverHttp(
            `http://127.0.0.1:${cluster.ports[i % PROCESSES]}`,
            { token, email: `burst${i}@example.test` },
            { grade_code: g.gradeCode, arrival_date: make.day(arrivalOffset), no_of_nights: NIGHTS },
            { 'x-forwarded-for': `198.51.100.${i + 1}` },
          );
          const body = (await response.json()) as { message?: string };
          return { status: response.status, message: body.message, ms: performance.now() - started };
        }),
      );
    // One burst before the measured ten, for a stay of its own: a freshly started process opens
    // its database connections on its first bookings, which a site that has been up has done.
    await burst(20);
    await cluster.db.execute(sql`update booking set status = 'cancelled' where status = 'held'`);

    const latencies: number[] = [];
    const table: {
      slowestMs: number;
      burst: number;
      free: number;
      booked: number;
      soldOut: number;
      errors: number;
      taken: number;
      moneyKept: boolean;
    }[] = [];
    for (let round = 0; round < BURSTS; round++) {
      const arrivalOffset = 30 + round * (NIGHTS + 1);
      // Each stay starts part-sold, as on the live site: two to four units confirmed, two holds
      // lapsed without payment (free again), and one lapsed hold with money on it, which the
      // booking must never let go (the refund job settles it).
      const confirmed = 2 + (round % 3);
      let u = 0;
      for (; u < confirmed; u++) {
        await make.booking({ gradeId: g.id, unitId: g.units[u]!.id, arrivalOffset, nights: NIGHTS });
      }
      const lapsedAt = new Date(Date.now() - 60_000);
      const lapsed = [];
      for (const _ of [1, 2, 3]) {
        lapsed.push(
          await make.booking({
            gradeId: g.id,
            unitId: g.units[u++]!.id,
            arrivalOffset,
            nights: NIGHTS,
            status: 'held',
            holdExpiresAt: lapsedAt,
          }),
        );
      }
      const withMoney = lapsed.at(-1)!;
      await cluster.db.execute(
        sql`update booking set standard_price_pence = 70000, paid_pence = 14000 where id = ${withMoney.id}`,
      );
      const free = UNITS - confirmed - 1;

      const answers = await burst(arrivalOffset);
      latencies.push(...answers.map((a) => a.ms));
      const booked = answers.filter((a) => a.status === 201).length;
      const soldOut = answers.filter((a) => a.status === 409 && a.message === SOLD_OUT_MESSAGE).length;
      const errors = answers.filter((a) => a.status >= 500).length;

      const [taken] = rowsOf<{ units: number; money_kept: boolean }>(
        await cluster.db.execute(sql`
          select count(distinct unit_id)::int as units,
                 bool_or(id = ${withMoney.id} and status = 'held') as money_kept
          from booking
          where grade_id = ${g.id} and status in ('held', 'confirmed')
            and stay && daterange(${make.day(arrivalOffset)}::date, ${make.day(arrivalOffset)}::date + ${NIGHTS}::int, '[)')`),
      );
      table.push({
        slowestMs: Math.round(Math.max(...answers.map((a) => a.ms))),
        burst: round + 1,
        free,
        booked,
        soldOut,
        errors,
        taken: taken!.units,
        moneyKept: taken!.money_kept,
      });
    }
    const p99 = percentile(latencies, 99);
    // The figures, for the record (benchmarks are read, not only asserted).
    process.stdout.write(
      [
        'burst  free  201  409 sold out  5xx  units taken  lapsed hold with money kept  slowest ms',
        ...table.map((r) =>
          [r.burst, r.free, r.booked, r.soldOut, r.errors, r.taken, r.moneyKept, r.slowestMs].join('  '),
        ),
        `${BURSTS} bursts of ${GUESTS} through ${PROCESSES} API processes: p50 ${Math.round(percentile(latencies, 50))} ms, p99 ${Math.round(p99)} ms, max ${Math.round(Math.max(...latencies))} ms`,
        '',
      ].join('\n'),
    );

    for (const row of table) {
      expect(row).toEqual({
        slowestMs: row.slowestMs,
        burst: row.burst,
        free: row.free,
        booked: row.free,
        soldOut: GUESTS - row.free,
        errors: 0,
        taken: UNITS,
        moneyKept: true,
      });
    }

    // No booking waited for PostgreSQL's deadlock detector (deadlock_timeout, 1 s, then a retry):
    // how the bursts of decision 030 were slow even where they did not fail. The latency itself is a
    // benchmark's (bench:booking's hot spot, p99 under 1 s), not this test's: in CI this file shares
    // two cores with the rest of the suite. A server process adds its deadlocks to the database's
    // statistics by the time it exits, so the count is read once every API connection has closed.
    await cluster.endProcesses();
    await expect
      .poll(async () => {
        const [open] = rowsOf<{ n: number }>(
          await cluster.db.execute(
            sql`select count(*)::int as n from pg_stat_activity where application_name = ${API_CONNECTIONS}`,
          ),
        );
        return open!.n;
      })
      .toBe(0);
    const [stats] = rowsOf<{ deadlocks: number }>(
      await cluster.db.execute(
        sql`select deadlocks::int as deadlocks from pg_stat_database where datname = current_database()`,
      ),
    );
    expect(stats!.deadlocks).toBe(0);

    // Across the whole table, no unit is held twice on any night.
    expect(await doubleBookedNights(cluster.db)).toBe(0);
  }, 300_000);
});
