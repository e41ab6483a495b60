import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client';
import { DEMO_ACCOUNTS } from '../../../db/demo-data';
import { activity, activitySession, booking, ticketType } from '../../../db/schema';
import { apiClusterForTests } from '../../../test/api-process';
import { catalogueFactory } from '../../../test/catalogue-factory';

const serverUrl = process.env.DATABASE_URL;
const PROCESSES = 4;

type Answer = { status: number; body: { code?: string; errors?: { field: string }[]; data?: unknown } };

/**
 * Staff change a session while guests buy its tickets, from four API processes on one PostgreSQL
 * server (the PostgreSQL pass of `npm test`): the capacity never drops below the tickets sold and
 * never answers 500, and a cancellation leaves no live booking behind.
 */
describe.skipIf(!serverUrl)(
  'a session changed by staff while guests book it, across four API processes',
  () => {
    const cluster = apiClusterForTests('session_admin_race', PROCESSES);
    let guest: string;
    let staff: string;
    let stayNo: string;
    let activityId: number;
    let sessions = 0;

    const send = async (
      i: number,
      method: string,
      url: string,
      token: string,
      body?: unknown,
    ): Promise<Answer> => {
      const response = await fetch(`http://127.0.0.1:${cluster.ports[i % PROCESSES]}${url}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json()) as Answer['body'] };
    };

    /** A new session of the race's activity, 12 days ahead, during the guest's stay. */
    async function newSession(capacity: number) {
      sessions += 1;
      const make = catalogueFactory(cluster.db);
      const [row] = await cluster.db
        .insert(activitySession)
        .values({
          sessionNo: `RACE-A${sessions}`,
          activityId,
          date: make.day(12),
          startTime: `${String(8 + sessions).padStart(2, '0')}:00`,
          endTime: '23:00',
          capacity,
        })
        .returning();
      return row!;
    }

    const book = (i: number, sessionNo: string) =>
      send(i, 'POST', '/api/activity_bookings', guest, {
        activity_session: sessionNo,
        activity_no: 'RACE-KAYAK',
        booking_no: stayNo,
        tickets: [{ code: 'ADULT', quantity: 1 }],
      });

    const counts = async (sessionId: number) =>
      rowsOf<{ sold: number; capacity: number; tickets: number; live: number; cancelled: boolean }>(
        await cluster.db.execute(sql`
        select s.tickets_sold as sold, s.capacity, s.cancelled_at is not null as cancelled,
          (select count(*)::int from ticket t join activity_booking b on b.id = t.activity_booking_id
            where b.session_id = s.id and b.cancelled_at is null) as tickets,
          (select count(*)::int from activity_booking b where b.session_id = s.id and b.cancelled_at is null) as live
        from activity_session s where s.id = ${sessionId}`),
      )[0]!;

    beforeAll(async () => {
      const make = catalogueFactory(cluster.db);
      await make.basics();
      const p = await make.park();
      const g = await make.grade({ parkId: p.id, units: 1, capacity: 4 });
      guest = await cluster.signUp('paddler@example.test', 'Paddle-Out-Early-42');
      // One stay makes every booking, its party big enough that only the session limits it.
      const stay = await make.booking({
        gradeId: g.id,
        unitId: g.units[0]!.id,
        arrivalOffset: 10,
        nights: 7,
        adults: 60,
      });
      stayNo = stay.bookingNo;
      const [me] = rowsOf<{ id: number }>(
        await cluster.db.execute(sql`select id from user_account where email = 'paddler@example.test'`),
      );
      await cluster.db.update(booking).set({ userId: me!.id }).where(eq(booking.id, stay.id));
      const [made] = await cluster.db
        .insert(activity)
        .values({ activityCode: 'RACE-KAYAK', parkId: p.id, name: 'Kayak Taster' })
        .returning();
      activityId = made!.id;
      // Free tickets: confirmed at once, so the race is between taking tickets and staff's change.
      await cluster.db
        .insert(ticketType)
        .values({ activityId, code: 'ADULT', name: 'Adult', type: 'adult', pricePence: 0 });
      staff = await cluster.logIn(DEMO_ACCOUNTS.activities);
    }, 120_000);

    it('lowers the capacity only to at least the tickets sold while 40 guests book: 409 CAPACITY_BELOW_SOLD, never 500', async () => {
      const session = await newSession(20);
      const capacities = [19, 18, 17, 16, 15, 14, 13, 12, 11, 10];
      const [bookings, changes] = await Promise.all([
        Promise.all(Array.from({ length: 40 }, (_, i) => book(i, session.sessionNo))),
        Promise.all(
          capacities.map((capacity, i) =>
            send(i + 1, 'PATCH', `/api/admin/sessions/${session.id}`, staff, {
              start_time: '09:00',
              end_time: '23:00',
              capacity,
            }),
          ),
        ),
      ]);
      expect([...new Set(bookings.map((b) => b.status))].every((s) => s === 201 || s === 409)).toBe(true);
      for (const change of changes) {
        expect([200, 409]).toContain(change.status);
        if (change.status === 409) {
          expect(change.body.code).toBe('CAPACITY_BELOW_SOLD');
          expect(change.body.errors?.[0]?.field).toBe('capacity');
        }
      }
      const after = await counts(session.id);
      const sold = bookings.filter((b) => b.status === 201).length;
      expect(after.sold).toBe(sold);
      expect(after.tickets).toBe(sold);
      expect(after.sold).toBeLessThanOrEqual(after.capacity);
      const accepted = capacities.filter((_, i) => changes[i]!.status === 200);
      expect([20, ...accepted]).toContain(after.capacity);
    }, 120_000);

    it('cancels a session while 30 guests book it: every booking made is cancelled with it, the others refused', async () => {
      const session = await newSession(50);
      const [bookings, cancelled] = await Promise.all([
        Promise.all(Array.from({ length: 30 }, (_, i) => book(i, session.sessionNo))),
        (async () => {
          // A few bookings land first, so there are some to cancel.
          await new Promise((resolve) => setTimeout(resolve, 30));
          return send(0, 'POST', `/api/admin/sessions/${session.id}/cancel`, staff, {
            reason: 'Storm warning',
          });
        })(),
      ]);
      expect(cancelled.status).toBe(200);
      const made = bookings.filter((b) => b.status === 201).length;
      for (const refused of bookings.filter((b) => b.status !== 201)) {
        expect(refused.status).toBe(409);
        expect(refused.body.code).toBe('SESSION_CANCELLED');
      }
      expect((cancelled.body.data as { activity_bookings: number }).activity_bookings).toBe(made);
      expect(await counts(session.id)).toEqual({
        sold: 0,
        capacity: 50,
        tickets: 0,
        live: 0,
        cancelled: true,
      });
    }, 120_000);
  },
);
