import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { DEMO_ACCOUNTS } from '../../db/demo-data';
import { activity, activityBooking, activitySession, booking, ticketType } from '../../db/schema';
import { apiClusterForTests } from '../../test/api-process';
import { catalogueFactory } from '../../test/catalogue-factory';
import { ActivitiesRepository } from './activities.repository';
import { ActivitiesService } from './activities.service';

const serverUrl = process.env.DATABASE_URL;
const PROCESSES = 3;

// Several API processes on one PostgreSQL database: the release of lapsed holds races with
// bookings of the same tickets and with itself, so it runs in the PostgreSQL pass (DATABASE_URL).
describe.skipIf(!serverUrl)('tickets held by unpaid activity bookings, across API processes', () => {
  // No scheduled work in the processes: a guest must never wait for it.
  const cluster = apiClusterForTests('ticket_holds', PROCESSES, {
    SCHEDULED_WORK_CRON: 'off',
  });
  let make: ReturnType<typeof catalogueFactory>;
  let parkId: number;
  let gradeId: number;
  let units: number[];

  beforeAll(async () => {
    make = catalogueFactory(cluster.db);
    await make.basics();
    parkId = (await make.park()).id;
    const g = await make.grade({ parkId, units: 6, capacity: 4 });
    units = g.units.map((u) => u.id);
    gradeId = g.id;
  }, 120_000);

  /** A new guest with a confirmed stay (days 10 to 17) for a party of `adults`. */
  const guest = async (email: string, unitIndex: number, adults: number) => {
    const token = await cluster.signUp(email, 'Front-Of-The-Queue-42');
    const [me] = rowsOf<{ id: number }>(
      await cluster.db.execute(sql`select id from user_account where email = ${email}`),
    );
    const stay = await make.booking({
      gradeId,
      unitId: units[unitIndex]!,
      arrivalOffset: 10,
      nights: 7,
      adults,
    });
    await cluster.db.update(booking).set({ userId: me!.id }).where(eq(booking.id, stay.id));
    return { token, stayNo: stay.bookingNo, stayId: stay.id };
  };
  const sessionOf = async (code: string, pricePence: number, capacity: number) => {
    const [made] = await cluster.db
      .insert(activity)
      .values({ activityCode: code, parkId, name: code })
      .returning();
    await cluster.db
      .insert(ticketType)
      .values({ activityId: made!.id, code: 'ADULT', name: 'Adult', type: 'adult', pricePence });
    const [row] = await cluster.db
      .insert(activitySession)
      .values({
        sessionNo: `${code}-1`,
        activityId: made!.id,
        date: make.day(12),
        startTime: '10:00',
        endTime: '11:00',
        capacity,
      })
      .returning();
    return { id: row!.id, no: row!.sessionNo, code };
  };
  const book = async (
    process: number,
    who: { token: string; stayNo: string },
    s: { no: string; code: string },
    quantity: number,
  ) => {
    const response = await fetch(`http://127.0.0.1:${cluster.ports[process]}/api/activity_bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${who.token}` },
      body: JSON.stringify({
        activity_session: s.no,
        activity_no: s.code,
        booking_no: who.stayNo,
        tickets: [{ code: 'ADULT', quantity }],
      }),
    });
    return {
      status: response.status,
      body: (await response.json()) as { data?: { activity_booking_no: string; hold_expires_at?: string } },
    };
  };
  const sold = async (sessionId: number) =>
    (await cluster.db.select().from(activitySession).where(eq(activitySession.id, sessionId)))[0]!
      .ticketsSold;
  /** Half an hour passes for these sessions' unpaid bookings (the processes keep real time). */
  const lapse = (sessionIds: number[]) =>
    cluster.db.execute(sql`
      update activity_booking set hold_expires_at = now() - interval '1 second'
      where hold_expires_at is not null and session_id in (${sql.join(
        sessionIds.map((id) => sql`${id}`),
        sql`, `,
      )})`);

  it('gives the tickets of a lapsed unpaid booking back, once, to the guests booking through other processes', async () => {
    const archery = await sessionOf('HOLD-ARCH', 800, 6);
    const archery2 = await sessionOf('HOLD-ARC2', 800, 6);
    const bingo = await sessionOf('HOLD-BNGO', 0, 4);
    const holder = await guest('holder@example.test', 0, 6);
    const others = [await guest('second@example.test', 1, 6), await guest('third@example.test', 2, 6)];

    // One unpaid booking of 6 tickets takes the session.
    expect((await book(0, holder, archery, 6)).status).toBe(201);
    expect((await book(0, holder, archery2, 2)).status).toBe(201);
    expect((await book(1, holder, bingo, 2)).status).toBe(201);
    expect((await book(1, others[0]!, archery, 1)).status).toBe(409);

    await lapse([archery.id]);

    // Ten one-ticket bookings at once through the other processes: each releases the session's
    // lapsed holds first, and exactly the 6 tickets come back, once.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => book(1 + (i % 2), others[i % 2]!, archery, 1)),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(6);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(4);
    expect(await sold(archery.id)).toBe(6);
    const [counts] = rowsOf<{ live: number; released: number }>(
      await cluster.db.execute(sql`
        select count(*) filter (where cancelled_at is null)::int as live,
          count(*) filter (where cancelled_at is not null)::int as released
        from activity_booking where session_id = ${archery.id}`),
    );
    expect(counts).toEqual({ live: 6, released: 1 });

    // The holder's stay is cancelled; the scheduled release, run by several processes at once,
    // lets its other activity bookings go, the free one too, each once.
    await cluster.db.update(booking).set({ status: 'cancelled' }).where(eq(booking.id, holder.stayId));
    const service = new ActivitiesService(new ActivitiesRepository(cluster.db), { holdMinutes: 30 });
    const runs = await Promise.all(Array.from({ length: 4 }, () => service.releaseLapsedHolds()));
    expect(runs.reduce((sum, n) => sum + n, 0)).toBe(2);
    expect([await sold(archery2.id), await sold(bingo.id)]).toEqual([0, 0]);
    const left = await cluster.db
      .select({ no: activityBooking.activityBookingNo })
      .from(activityBooking)
      .where(sql`${activityBooking.bookingId} = ${holder.stayId} and ${activityBooking.cancelledAt} is null`);
    expect(left).toEqual([]);

    // And another guest, through a third process, gets all four free places.
    expect((await book(2, others[1]!, bingo, 4)).status).toBe(201);
    process.stdout.write(
      `processes ${PROCESSES}: 10 bookings after the lapse → ${answers.filter((a) => a.status === 201).length} booked, ` +
        `${answers.filter((a) => a.status === 409).length} refused; concurrent releases ${JSON.stringify(runs)}\n`,
    );
  }, 120_000);

  it('lets 20 lapsed bookings go once while four releases and eight bookings race for their tickets', async () => {
    const guestD = await guest('fourth@example.test', 3, 10);
    const sessions = await Promise.all(
      ['RACE-A', 'RACE-B', 'RACE-C', 'RACE-D'].map((c) => sessionOf(c, 600, 20)),
    );
    const first = await Promise.all(
      sessions.flatMap((s, i) =>
        Array.from({ length: 5 }, (_, j) => book((i + j) % PROCESSES, guestD, s, 2)),
      ),
    );
    expect(first.every((a) => a.status === 201)).toBe(true);
    await lapse(sessions.map((s) => s.id));

    const service = new ActivitiesService(new ActivitiesRepository(cluster.db), { holdMinutes: 30 });
    const [runs, answers] = await Promise.all([
      Promise.all(Array.from({ length: 4 }, () => service.releaseLapsedHolds())),
      Promise.all(sessions.flatMap((s, i) => [0, 1].map((j) => book((i + j) % PROCESSES, guestD, s, 1)))),
    ]);
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    expect(runs.reduce((sum, n) => sum + n, 0)).toBeLessThanOrEqual(20);
    const rows = rowsOf<{ sold: number; live_tickets: number; released: number }>(
      await cluster.db.execute(sql`
        select s.tickets_sold as sold,
          (select count(*)::int from ticket t join activity_booking b on b.id = t.activity_booking_id
            where b.session_id = s.id and b.cancelled_at is null) as live_tickets,
          (select count(*)::int from activity_booking b where b.session_id = s.id and b.cancelled_at is not null) as released
        from activity_session s where s.id in (${sql.join(
          sessions.map((s) => sql`${s.id}`),
          sql`, `,
        )}) order by s.id`),
    );
    // Every lapsed booking let go once, and each session counts exactly the tickets still booked.
    expect(rows).toEqual(Array(4).fill({ sold: 2, live_tickets: 2, released: 5 }));
    process.stdout.write(
      `20 lapsed bookings, 4 releases racing 8 bookings: releases let go ${JSON.stringify(runs)} (the rest by the bookings); tickets sold per session ${rows.map((r) => r.sold).join('/')}\n`,
    );
  }, 120_000);

  it('shows the tickets of a lapsed unpaid booking as free at once, in every process, before any release runs', async () => {
    const pottery = await sessionOf('HOLD-POTS', 900, 5);
    const [activityRow] = rowsOf<{ id: number }>(
      await cluster.db.execute(sql`select id from activity where activity_code = 'HOLD-POTS'`),
    );
    const holder = await guest('fifth@example.test', 4, 5);
    const later = await guest('sixth@example.test', 5, 5);
    const staff = await cluster.logIn(DEMO_ACCOUNTS.activities);
    const day = make.day(12);
    const seen = async (process: number) => {
      type Shown = {
        no?: string;
        session_no?: string;
        no_of_available_tickets?: number;
        tickets_sold?: number;
      };
      const base = `http://127.0.0.1:${cluster.ports[process]}`;
      const data = async (url: string, token?: string) =>
        (
          (await (
            await fetch(`${base}${url}`, token ? { headers: { authorization: `Bearer ${token}` } } : {})
          ).json()) as { data: unknown }
        ).data;
      const guestView = (await data(
        `/api/parks/${parkId}/activity-sessions?start_date_filter=${day}&end_date_filter=${day}`,
      )) as Shown[];
      const backOffice = (
        (await data(`/api/admin/activities/${activityRow!.id}/sessions?from=${day}&to=${day}`, staff)) as {
          sessions: Shown[];
        }
      ).sessions;
      const door = ((await data(`/api/admin/sessions?date=${day}`, staff)) as { sessions: Shown[] }).sessions;
      return {
        left: guestView.find((s) => s.no === pottery.no)?.no_of_available_tickets,
        soldInTheBackOffice: backOffice.find((s) => s.session_no === pottery.no)?.tickets_sold,
        soldAtTheDoor: door.find((s) => s.session_no === pottery.no)?.tickets_sold,
      };
    };

    expect((await book(0, holder, pottery, 5)).status).toBe(201);
    for (const process of [0, 1]) {
      expect(await seen(process)).toEqual({ left: 0, soldInTheBackOffice: 5, soldAtTheDoor: 5 });
    }

    await lapse([pottery.id]);
    // No scheduled work runs in these processes and nothing has booked the session since: the
    // tickets are still counted sold in the table, yet every process shows them free.
    expect(await sold(pottery.id)).toBe(5);
    for (const process of [0, 1]) {
      expect(await seen(process)).toEqual({ left: 5, soldInTheBackOffice: 0, soldAtTheDoor: 0 });
    }
    expect((await book(1, later, pottery, 5)).status).toBe(201);
    expect(await seen(0)).toEqual({ left: 0, soldInTheBackOffice: 5, soldAtTheDoor: 5 });
  }, 120_000);
});
