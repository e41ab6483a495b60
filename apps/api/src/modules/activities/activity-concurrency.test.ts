import { NOT_ENOUGH_TICKETS_MESSAGE } from '@parkstays/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { activity, activitySession, booking, ticketType } from '../../db/schema';
import { startApiCluster } from '../../test/api-process';
import { catalogueFactory } from '../../test/catalogue-factory';

const serverUrl = process.env.DATABASE_URL;
const PROCESSES = 4;
const REQUESTS = 50;

// Like the booking race: four API processes on one PostgreSQL server, so it runs in the
// PostgreSQL pass of `npm test` (DATABASE_URL set).
describe.skipIf(!serverUrl)('the last tickets of a session, booked from four API processes at once', () => {
  let cluster: Awaited<ReturnType<typeof startApiCluster>>;

  beforeAll(async () => {
    cluster = await startApiCluster(serverUrl!, 'ticket_race', PROCESSES);
  }, 120_000);
  afterAll(() => cluster?.stop(), 60_000);

  it('sells exactly the 10 tickets left to 50 simultaneous one-ticket bookings', async () => {
    const make = catalogueFactory(cluster.db);
    await make.basics();
    const p = await make.park();
    const g = await make.grade({ parkId: p.id, units: 1, capacity: 4 });

    const token = await cluster.signUp('queue@example.test', 'Front-Of-The-Queue-42');
    const stay = await make.booking({ gradeId: g.id, unitId: g.units[0]!.id, arrivalOffset: 10, nights: 7 });
    const [me] = rowsOf<{ id: number }>(
      await cluster.db.execute(sql`select id from user_account where email = 'queue@example.test'`),
    );
    await cluster.db.update(booking).set({ userId: me!.id }).where(eq(booking.id, stay.id));

    const [made] = await cluster.db
      .insert(activity)
      .values({ activityCode: 'RACE-ARCH', parkId: p.id, name: 'Archery Taster' })
      .returning();
    await cluster.db
      .insert(ticketType)
      .values({ activityId: made!.id, code: 'ADULT', name: 'Adult', type: 'adult', pricePence: 800 });
    // Capacity 12 with 2 already sold: 10 left.
    await cluster.db.insert(activitySession).values({
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
        const response = await fetch(
          `http://127.0.0.1:${cluster.ports[i % PROCESSES]}/api/activity_bookings`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({
              activity_session: 'RACE01',
              activity_no: 'RACE-ARCH',
              booking_no: stay.bookingNo,
              tickets: [{ code: 'ADULT', quantity: 1 }],
            }),
          },
        );
        return { status: response.status, body: (await response.json()) as { message?: string } };
      }),
    );

    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(REQUESTS - 10);
    expect(new Set(refused.map((a) => a.body.message))).toEqual(new Set([NOT_ENOUGH_TICKETS_MESSAGE]));

    const [counts] = rowsOf<{ sold: number; tickets: number; bookings: number }>(
      await cluster.db.execute(sql`
        select s.tickets_sold as sold,
          (select count(*)::int from ticket t join activity_booking b on b.id = t.activity_booking_id
            where b.session_id = s.id) as tickets,
          (select count(*)::int from activity_booking b where b.session_id = s.id) as bookings
        from activity_session s where s.session_no = 'RACE01'`),
    );
    expect(counts).toEqual({ sold: 12, tickets: 10, bookings: 10 });
  }, 120_000);
});
