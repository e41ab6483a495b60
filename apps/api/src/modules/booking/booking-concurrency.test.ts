import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { SOLD_OUT_MESSAGE } from '@parkstays/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, rowsOf } from '../../db/client';
import { seedSiteData } from '../../db/demo-data';
import { createScratchDatabase } from '../../db/scratch-database';
import { freePort, startApiProcess, waitUntilUp } from '../../test/api-process';
import { catalogueFactory } from '../../test/catalogue-factory';

const serverUrl = process.env.DATABASE_URL;
const PROCESSES = 4;
const REQUESTS = 200;

// Four API processes on one PostgreSQL server: only a server database has several connections
// from several processes, so this runs in the PostgreSQL pass of `npm test` (DATABASE_URL set).
describe.skipIf(!serverUrl)('booking the last units from four API processes at once', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let database: DatabaseHandle;
  const processes: ChildProcess[] = [];
  const ports: number[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!, 'parkstays_race');
    database = await openDatabase({ databaseUrl: scratch.url });
    await database.migrate();
    await seedSiteData(database.db);
    for (let i = 0; i < PROCESSES; i++) {
      const port = await freePort();
      ports.push(port);
      processes.push(startApiProcess(scratch.url, port, 'race'));
    }
    await Promise.all(ports.map(waitUntilUp));
  }, 120_000);

  afterAll(async () => {
    for (const child of processes) child.kill('SIGTERM');
    await Promise.all(processes.map((child) => (child.exitCode === null ? once(child, 'exit') : undefined)));
    await database?.close();
    await scratch?.drop();
  }, 60_000);

  it('gives 200 simultaneous requests for 5 free units exactly 5 bookings on 5 units and 195 sold-out answers', async () => {
    const make = catalogueFactory(database.db);
    await make.basics();
    const p = await make.park();
    const g = await make.grade({ parkId: p.id, units: 7, capacity: 4 });
    // Two of the seven units are already taken for these nights.
    await make.booking({ gradeId: g.id, unitId: g.units[0]!.id, arrivalOffset: 28, nights: 7 });
    await make.booking({ gradeId: g.id, unitId: g.units[1]!.id, arrivalOffset: 33, nights: 4 });

    const signUp = await fetch(`http://127.0.0.1:${ports[0]}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'racer@example.test',
        password: 'Starting-Pistol-42',
        first_name: 'Rae',
        last_name: 'Cer',
        country_code: 'GB',
      }),
    });
    const token = ((await signUp.json()) as { data: { bearer_token: string } }).data.bearer_token;

    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, async (_, i) => {
        const response = await fetch(`http://127.0.0.1:${ports[i % PROCESSES]}/api/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            grade_code: g.gradeCode,
            arrival_date: make.day(30),
            no_of_nights: 7,
            no_of_adults: 2,
            no_of_children: 0,
            first_name: 'Rae',
            last_name: 'Cer',
            email: 'racer@example.test',
            phone_number: '07700900000',
            country_code: 'GB',
          }),
        });
        return { status: response.status, body: (await response.json()) as { message?: string } };
      }),
    );

    const booked = answers.filter((a) => a.status === 201);
    const soldOut = answers.filter((a) => a.status === 409);
    expect(booked).toHaveLength(5);
    expect(soldOut).toHaveLength(REQUESTS - 5);
    expect(new Set(soldOut.map((a) => a.body.message))).toEqual(new Set([SOLD_OUT_MESSAGE]));

    const units = rowsOf<{ unit_id: number }>(
      await database.db.execute(sql`
        select unit_id from booking where grade_id = ${g.id} and status = 'held'`),
    );
    expect(new Set(units.map((u) => u.unit_id)).size).toBe(5);

    // Across the whole table, no unit is held twice on any night.
    const [overlaps] = rowsOf<{ n: number }>(
      await database.db.execute(sql`
        select count(*)::int as n from booking a join booking b
          on a.unit_id = b.unit_id and a.id < b.id and a.stay && b.stay
        where a.status in ('held', 'confirmed') and b.status in ('held', 'confirmed')`),
    );
    expect(overlaps!.n).toBe(0);
  }, 120_000);
});
