import { NOT_ENOUGH_TICKETS_MESSAGE } from '@parkstays/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { activity, activitySession, booking, ticketType } from '../../db/schema';
import { apiClusterForTests } from '../../test/api-process';
import { catalogueFactory } from '../../test/catalogue-factory';

const serverUrl = process.env.DATABASE_URL;
const PROCESSES = 4;
const REQUESTS = 50;

// Like the booking race: four API processes on one PostgreSQL server, so it runs in the
// PostgreSQL pass of `npm test` (DATABASE_URL set).
describe.skipIf(!serverUrl)('the last tickets of a session, booked from four API processes at once', () => {
  const cluster = apiClusterForTests('ticket_race', PROCESSES);
  let make: ReturnType<typeof catalogueFactory>;

  beforeAll(async () => {
    make = catalogueFactory(cluster.db);
    await make.basics();
  }, 120_000);

  /**
   * A new guest with a confirmed stay (days 10 to 17) for `party`, at a park of its own with an
   * archery session on day 12 (`capacity`, `sold` already sold).
   */
  async function guestAndSession(
    email: string,
    code: string,
    party: { adults: number; children?: number },
    session: { no: string; capacity: number; sold?: number },
  ) {
    const p = await make.park();
    const g = await make.grade({ parkId: p.id, units: 1, capacity: 4 });
    const token = await cluster.signUp(email, 'Front-Of-The-Queue-42');
    const stay = await make.booking({
      gradeId: g.id,
      unitId: g.units[0]!.id,
      arrivalOffset: 10,
      nights: 7,
      ...party,
    });
    const [me] = rowsOf<{ id: number }>(
      await cluster.db.execute(sql`select id from user_account where email = ${email}`),
    );
    await cluster.db.update(booking).set({ userId: me!.id }).where(eq(booking.id, stay.id));
    const [made] = await cluster.db
      .insert(activity)
      .values({ activityCode: code, parkId: p.id, name: 'Archery Taster' })
      .returning();
    await cluster.db
      .insert(ticketType)
      .values({ activityId: made!.id, code: 'ADULT', name: 'Adult', type: 'adult', pricePence: 800 });
    await cluster.db.insert(activitySession).values({
      sessionNo: session.no,
      activityId: made!.id,
      date: make.day(12),
      startTime: '10:00',
      endTime: '11:00',
      capacity: session.capacity,
      ticketsSold: session.sold ?? 0,
    });
    /** `count` bookings of `quantity` tickets each, all at once, spread over the processes. */
    const race = (count: number, quantity: number) =>
      Promise.all(
        Array.from({ length: count }, async (_, i) => {
          const response = await fetch(
            `http://127.0.0.1:${cluster.ports[i % PROCESSES]}/api/activity_bookings`,
            {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
              body: JSON.stringify({
                activity_session: session.no,
                activity_no: code,
                booking_no: stay.bookingNo,
                tickets: [{ code: 'ADULT', quantity }],
              }),
            },
          );
          return {
            status: response.status,
            body: (await response.json()) as { message?: string; code?: string },
          };
        }),
      );
    return { race };
  }

  it('sells exactly the 10 tickets left to 50 simultaneous one-ticket bookings', async () => {
    // A party of 10, so the stay may hold every ticket left; capacity 12 with 2 already sold: 10 left.
    const { race } = await guestAndSession(
      'queue@example.test',
      'RACE-ARCH',
      { adults: 10 },
      { no: 'RACE01', capacity: 12, sold: 2 },
    );
    const answers = await race(REQUESTS, 1);

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

  it("lets a party of 3 have 2 tickets of a session's 20 however many of its bookings of 2 race", async () => {
    const { race } = await guestAndSession(
      'party@example.test',
      'PARTY-ARCH',
      { adults: 2, children: 1 },
      { no: 'PARTY01', capacity: 20 },
    );
    const answers = await race(40, 2);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 201);
    expect(new Set(refused.map((a) => `${a.status} ${a.body.code}`))).toEqual(new Set(['409 PARTY_TICKETS']));
    const [counts] = rowsOf<{ sold: number }>(
      await cluster.db.execute(
        sql`select tickets_sold as sold from activity_session where session_no = 'PARTY01'`,
      ),
    );
    expect(counts).toEqual({ sold: 2 });
  }, 120_000);
});
