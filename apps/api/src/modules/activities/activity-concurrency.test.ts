import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { NOT_ENOUGH_TICKETS_MESSAGE } from '@parkstays/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, rowsOf } from '../../db/client';
import { seedSiteData } from '../../db/demo-data';
import { activity, activitySession, booking, ticketType } from '../../db/schema';
import { createScratchDatabase } from '../../db/scratch-database';
import { freePort, startApiProcess, waitUntilUp } from '../../test/api-process';
import { catalogueFactory } from '../../test/catalogue-factory';

const serverUrl = process.env.DATABASE_URL;
const PROCESSES = 4;
const REQUESTS = 50;

// Like the booking race: four API processes on one PostgreSQL server, so it runs in the
// PostgreSQL pass of `npm test` (DATABASE_URL set).
describe.skipIf(!serverUrl)('the last tickets of a session, booked from four API processes at once', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let database: DatabaseHandle;
  const processes: ChildProcess[] = [];
  const ports: number[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!, 'parkstays_ticket_race');
    database = await openDatabase({ databaseUrl: scratch.url });
    await database.migrate();
    await seedSiteData(database.db);
    for (let i = 0; i < PROCESSES; i++) {
      const port = await freePort();
      ports.push(port);
      processes.push(startApiProcess(scratch.url, port, 'ticket-race'));
    }
    await Promise.all(ports.map(waitUntilUp));
  }, 120_000);

  afterAll(async () => {
    for (const child of processes) child.kill('SIGTERM');
    await Promise.all(processes.map((child) => (child.exitCode === null ? once(child, 'exit') : undefined)));
    await database?.close();
    await scratch?.drop();
  }, 60_000);

  it('sells exactly the 10 tickets left to 50 simultaneous one-ticket bookings', async () => {
    const make = catalogueFactory(database.db);
    await make.basics();
    const p = await make.park();
    const g = await make.grade({ parkId: p.id, units: 1, capacity: 4 });

    const signUp = await fetch(`http://127.0.0.1:${ports[0]}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'queue@example.test',
        password: 'Front-Of-The-Queue-42',
        first_name: 'Quinn',
        last_name: 'Ewe',
        country_code: 'GB',
      }),
    });
    const { data } = (await signUp.json()) as { data: { bearer_token: string; user: { id: number } } };
    const stay = await make.booking({ gradeId: g.id, unitId: g.units[0]!.id, arrivalOffset: 10, nights: 7 });
    const [me] = rowsOf<{ id: number }>(
      await database.db.execute(sql`select id from user_account where email = 'queue@example.test'`),
    );
    await database.db.update(booking).set({ userId: me!.id }).where(eq(booking.id, stay.id));

    const [made] = await database.db
      .insert(activity)
      .values({ activityCode: 'RACE-ARCH', parkId: p.id, name: 'Archery Taster' })
      .returning();
    await database.db
      .insert(ticketType)
      .values({ activityId: made!.id, code: 'ADULT', name: 'Adult', type: 'adult', pricePence: 800 });
    // Capacity 12 with 2 already sold: 10 left.
    await database.db.insert(activitySession).values({
      sessionNo: 'RACE01',
      activityId: made!.id,
      date: make.day(12),
      startTime: '10:00',
      endTime: '11:00',
      capacity: 12,
      ticketsSold: 2,
    });

    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, async (_, i) => {
        const response = await fetch(`http://127.0.0.1:${ports[i % PROCESSES]}/api/activity_bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${data.bearer_token}` },
          body: JSON.stringify({
            activity_session: 'RACE01',
            activity_no: 'RACE-ARCH',
            booking_no: stay.bookingNo,
            tickets: [{ code: 'ADULT', quantity: 1 }],
          }),
        });
        return { status: response.status, body: (await response.json()) as { message?: string } };
      }),
    );

    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(REQUESTS - 10);
    expect(new Set(refused.map((a) => a.body.message))).toEqual(new Set([NOT_ENOUGH_TICKETS_MESSAGE]));

    const [counts] = rowsOf<{ sold: number; tickets: number; bookings: number }>(
      await database.db.execute(sql`
        select s.tickets_sold as sold,
          (select count(*)::int from ticket t join activity_booking b on b.id = t.activity_booking_id
            where b.session_id = s.id) as tickets,
          (select count(*)::int from activity_booking b where b.session_id = s.id) as bookings
        from activity_session s where s.session_no = 'RACE01'`),
    );
    expect(counts).toEqual({ sold: 12, tickets: 10, bookings: 10 });
  }, 120_000);
});
