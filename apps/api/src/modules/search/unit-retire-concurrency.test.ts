import { addDays } from '@parkstays/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { DEMO_ACCOUNTS } from '../../db/demo-data';
import { apiClusterForTests, bookOverHttp } from '../../test/api-process';
import { catalogueFactory } from '../../test/catalogue-factory';
import { runToday } from '../../test/run-clock';

const serverUrl = process.env.DATABASE_URL;
const PROCESSES = 2;
/** Grades raced at once, each with one unit: a retirement and BOOKINGS guests' bookings for it. */
const GRADES = 8;
const BOOKINGS = 6;

// Two API processes on one PostgreSQL server (several connections, several processes): only the
// PostgreSQL pass of `npm test` runs it (DATABASE_URL set).
describe.skipIf(!serverUrl)('retiring a unit while guests book it, from two API processes at once', () => {
  const cluster = apiClusterForTests('retire', PROCESSES);

  it('either retires the unit and books no one on it, or refuses naming the one stay that got it', async () => {
    const make = catalogueFactory(cluster.db);
    await make.basics();
    const p = await make.park();
    const grades = [];
    for (let i = 0; i < GRADES; i++) grades.push(await make.grade({ parkId: p.id, units: 1 }));
    const arrival = addDays(runToday(), 30);
    const base = (i: number) => `http://127.0.0.1:${cluster.ports[i % PROCESSES]}`;
    const admin = await cluster.logIn(DEMO_ACCOUNTS.admin);
    const guest = {
      token: await cluster.signUp('racing.guest@example.test', 'Starting-Pistol-42'),
      email: 'racing.guest@example.test',
    };

    const outcomes = await Promise.all(
      grades.map(async (g, gi) => {
        const unitId = g.units[0]!.id;
        const retire = fetch(`${base(gi)}/api/admin/units/${unitId}/retire`, {
          method: 'POST',
          headers: { authorization: `Bearer ${admin}` },
        }).then(async (response) => ({
          status: response.status,
          body: (await response.json()) as { code?: string; booking_nos?: string[] },
        }));
        const bookings = Array.from({ length: BOOKINGS }, (_, i) =>
          bookOverHttp(base(gi + i + 1), guest, {
            grade_code: g.gradeCode,
            arrival_date: arrival,
            no_of_nights: 3,
          }).then(async (response) => ({
            status: response.status,
            body: (await response.json()) as { code?: string; data?: { booking_no: string } },
          })),
        );
        const [retired, ...booked] = await Promise.all([retire, ...bookings]);
        return { unitId, retired: retired!, booked };
      }),
    );

    for (const { unitId, retired, booked } of outcomes) {
      const made = booked.filter((b) => b.status === 201).map((b) => b.body.data!.booking_no);
      expect(booked.every((b) => b.status === 201 || b.body.code === 'SOLD_OUT')).toBe(true);
      // One unit: at most one booking, whoever came first.
      expect(made.length).toBeLessThanOrEqual(1);
      if (retired.status === 200) {
        expect(made, `unit ${unitId} was retired, yet booked`).toEqual([]);
      } else {
        expect(retired.status).toBe(409);
        expect(retired.body).toMatchObject({ code: 'UNIT_HAS_STAYS', booking_nos: made });
        expect(made).toHaveLength(1);
      }
    }
    // Whatever the order, no retired unit holds a stay to come.
    const [{ n }] = rowsOf<{ n: number }>(
      await cluster.db.execute(sql`
        select count(*)::int as n from booking b join unit u on u.id = b.unit_id
        where u.retired_at is not null and b.status in ('held', 'confirmed')
          and b.arrival_date + b.no_of_nights > current_date`),
    ) as [{ n: number }];
    expect(n).toBe(0);
  }, 120_000);
});
