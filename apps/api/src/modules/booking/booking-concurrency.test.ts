import { SOLD_OUT_MESSAGE } from '@parkstays/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { apiClusterForTests, bookOverHttp } from '../../test/api-process';
import { catalogueFactory } from '../../test/catalogue-factory';
import { doubleBookedNights } from '../../test/double-booked';

const serverUrl = process.env.DATABASE_URL;
const PROCESSES = 4;
const REQUESTS = 200;

// Four API processes on one PostgreSQL server: only a server database has several connections
// from several processes, so this runs in the PostgreSQL pass of `npm test` (DATABASE_URL set).
describe.skipIf(!serverUrl)('booking the last units from four API processes at once', () => {
  const cluster = apiClusterForTests('race', PROCESSES);

  it('gives 200 simultaneous requests for 5 free units exactly 5 bookings on 5 units and 195 sold-out answers', async () => {
    const make = catalogueFactory(cluster.db);
    await make.basics();
    const p = await make.park();
    const g = await make.grade({ parkId: p.id, units: 7, capacity: 4 });
    // Two of the seven units are already taken for these nights.
    await make.booking({ gradeId: g.id, unitId: g.units[0]!.id, arrivalOffset: 28, nights: 7 });
    await make.booking({ gradeId: g.id, unitId: g.units[1]!.id, arrivalOffset: 33, nights: 4 });

    const token = await cluster.signUp('racer@example.test', 'Starting-Pistol-42');

    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, async (_, i) => {
        const response = await bookOverHttp(
          `http://127.0.0.1:${cluster.ports[i % PROCESSES]}`,
          { token, email: 'racer@example.test' },
          { grade_code: g.gradeCode, arrival_date: make.day(30), no_of_nights: 7 },
        );
        return { status: response.status, body: (await response.json()) as { message?: string } };
      }),
    );

    const booked = answers.filter((a) => a.status === 201);
    const soldOut = answers.filter((a) => a.status === 409);
    expect(booked).toHaveLength(5);
    expect(soldOut).toHaveLength(REQUESTS - 5);
    expect(new Set(soldOut.map((a) => a.body.message))).toEqual(new Set([SOLD_OUT_MESSAGE]));

    const units = rowsOf<{ unit_id: number }>(
      await cluster.db.execute(sql`
        select unit_id from booking where grade_id = ${g.id} and status = 'held'`),
    );
    expect(new Set(units.map((u) => u.unit_id)).size).toBe(5);

    // Across the whole table, no unit is held twice on any night.
    expect(await doubleBookedNights(cluster.db)).toBe(0);
  }, 120_000);
});
