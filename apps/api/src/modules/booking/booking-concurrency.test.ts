import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SOLD_OUT_MESSAGE } from '@parkstays/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, rowsOf } from '../../db/client';
import { seedSiteData } from '../../db/demo-data';
import { createScratchDatabase } from '../../db/scratch-database';
import { catalogueFactory } from '../../test/catalogue-factory';

const serverUrl = process.env.DATABASE_URL;
const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PROCESSES = 4;
const REQUESTS = 200;

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

async function waitUntilUp(port: number) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/site-settings`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`API on port ${port} did not start`);
}

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
      processes.push(
        spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
          cwd: API_DIR,
          stdio: 'ignore',
          env: {
            ...process.env,
            DATABASE_URL: scratch.url,
            PORT: String(port),
            HOST: '127.0.0.1',
            PUBLIC_URL: `http://127.0.0.1:${port}`,
            SEED_DEMO_DATA: 'false',
            LOG_LEVEL: 'warn',
            RATE_LIMIT_PER_MINUTE: '100000',
            RATE_LIMIT_PREFIX: `race:${port}:`,
            WEB_DIST_DIR: '/nonexistent',
          },
        }),
      );
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
