import { addDays } from '@parkstays/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { DEMO_BOOKING_REFERENCES } from '../../db/demo-data/catalogue';
import { activitySession } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/harness';
import { runToday } from '../../test/run-clock';
import { ActivitiesRepository } from './activities.repository';

const { upcoming, byPhone } = DEMO_BOOKING_REFERENCES.guest;

let ctx: TestContext;
const today = runToday();
beforeAll(async () => {
  ctx = await createTestContext({}, 'demo');
}, 120_000);
afterAll(() => ctx.close());

const parkId = async (code: string) =>
  rowsOf<{ id: number }>(await ctx.db.execute(sql`select id from park where park_code = ${code}`))[0]!.id;

describe("a park's activities and sessions", () => {
  it('lists the activities with their rules, owner-only flag and HTML description', async () => {
    const { status, body } = await ctx.get(`/api/parks/${await parkId('RH')}/activities`);
    expect(status).toBe(200);
    expect(body.data.map((a: { activity_code: string }) => a.activity_code)).toEqual([
      'RH-ARCH',
      'RH-SWIM',
      'RH-BNGO',
      'RH-STAR',
      'RH-WINE',
    ]);
    expect(body.data[0]).toMatchObject({
      name: 'Archery Taster',
      owner_only: 0,
      minimum_hours_before_booking: 2,
    });
    expect(body.data[4]).toMatchObject({ owner_only: 1 });
    expect(body.data[0].description).toContain('<strong>');
    expect((await ctx.request({ method: 'GET', url: body.data[0].image })).statusCode).toBe(200);
  });

  it('lists sessions in a date range with tickets left and prices, including one past midnight', async () => {
    const id = await parkId('RH');
    const { body } = await ctx.get(
      `/api/parks/${id}/activity-sessions?start_date_filter=${today}&end_date_filter=${addDays(today, 13)}`,
    );
    const sessions = body.data as {
      activity_code: string;
      date: string;
      start_time: string;
      end_time: string;
      no_of_available_tickets: number;
      tickets: { code: string; price: string; price_pence: number }[];
    }[];
    expect(sessions.every((s) => s.date >= today && s.date <= addDays(today, 13))).toBe(true);
    const archery = sessions.filter((s) => s.activity_code === 'RH-ARCH');
    expect(archery.some((s) => s.no_of_available_tickets === 0)).toBe(true);
    expect(archery[0]!.tickets).toEqual([
      { code: 'ADULT', name: 'Adult', type: 'adult', price: '8.00', price_pence: 800 },
      { code: 'CHILD', name: 'Child (4–17)', type: 'child', price: '6.00', price_pence: 600 },
    ]);
    const star = sessions.find((s) => s.activity_code === 'RH-STAR')!;
    expect(star).toMatchObject({ start_time: '22:30', end_time: '00:30' });
    const bingo = sessions.find((s) => s.activity_code === 'RH-BNGO')!;
    expect(bingo.tickets.every((t) => t.price_pence === 0)).toBe(true);
  });

  it.each([
    ['park_id', '/api/parks/abc/activities'],
    [
      'end_date_filter',
      `/api/parks/1/activity-sessions?start_date_filter=${today}&end_date_filter=${addDays(today, -1)}`,
    ],
    [
      'end_date_filter',
      `/api/parks/1/activity-sessions?start_date_filter=${today}&end_date_filter=${addDays(today, 200)}`,
    ],
    ['start_date_filter', '/api/parks/1/activity-sessions?end_date_filter=2026-12-01'],
  ])('answers 400 naming %s', async (field, url) => {
    const { status, body } = await ctx.get(url);
    expect(status).toBe(400);
    expect(body.errors.map((e: { field: string }) => e.field)).toContain(field);
  });
});

describe('tickets are never oversold', () => {
  it('gives 50 concurrent requests for one ticket each exactly the 10 tickets left', async () => {
    const [session] = rowsOf<{ id: number }>(
      await ctx.db.execute(sql`
        select s.id from activity_session s join activity a on a.id = s.activity_id
        where a.activity_code = 'GS-BNGO' order by s.date limit 1`),
    );
    await ctx.db.update(activitySession).set({ ticketsSold: 70 }).where(eq(activitySession.id, session!.id));
    const repository = new ActivitiesRepository(ctx.db);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => repository.takeTickets(session!.id, 1)),
    );
    expect(results.filter(Boolean)).toHaveLength(10);
    const [after] = await ctx.db.select().from(activitySession).where(eq(activitySession.id, session!.id));
    expect(after!.ticketsSold).toBe(80);
    expect(await repository.takeTickets(session!.id, 1)).toBe(false);
    // The database itself refuses more than the capacity, whatever the code does.
    await expect(
      ctx.db.update(activitySession).set({ ticketsSold: 81 }).where(eq(activitySession.id, session!.id)),
    ).rejects.toThrow();
  });
});

describe('POST /api/activity_bookings', () => {
  type Session = {
    no: string;
    activity_code: string;
    date: string;
    start_time: string;
    no_of_available_tickets: number;
  };
  let token: string;
  let sessions: Session[];
  let stayStart: string;

  beforeAll(async () => {
    stayStart = rowsOf<{ arrival_date: string }>(
      await ctx.db.execute(sql`select arrival_date::text from booking where booking_no = ${upcoming}`),
    )[0]!.arrival_date;
    token = await ctx.signIn('guest');
    sessions = (
      await ctx.get(
        `/api/parks/${await parkId('RH')}/activity-sessions?start_date_filter=${stayStart}&end_date_filter=${addDays(stayStart, 7)}`,
      )
    ).body.data;
  });

  const book = (session: Session, tickets: { code: string; quantity: number }[], bookingNo = upcoming) =>
    ctx.request({
      method: 'POST',
      url: '/api/activity_bookings',
      token,
      payload: {
        activity_session: session.no,
        activity_no: session.activity_code,
        booking_no: bookingNo,
        tickets,
      },
    });
  const first = (code: string, available = true) =>
    sessions.find((s) => s.activity_code === code && s.no_of_available_tickets > 0 === available)!;

  it('books 2 adult and 1 child tickets against a stay, numbering the tickets', async () => {
    const session = first('RH-ARCH');
    const response = await book(session, [
      { code: 'ADULT', quantity: 2 },
      { code: 'CHILD', quantity: 1 },
    ]);
    expect(response.statusCode).toBe(201);
    const no = response.json().data.activity_booking_no;
    expect(no).toMatch(/^AB\d{7}$/);
    expect(response.json().message).toMatch(/Please pay to confirm it/);
    const tickets = rowsOf<{ ticket_no: number; name: string; price_pence: number }>(
      await ctx.db.execute(sql`
        select t.ticket_no, t.name, t.price_pence from ticket t join activity_booking b on b.id = t.activity_booking_id
        where b.activity_booking_no = ${no} order by t.ticket_no`),
    );
    expect(tickets).toEqual([
      { ticket_no: 1, name: 'Adult', price_pence: 800 },
      { ticket_no: 2, name: 'Adult', price_pence: 800 },
      { ticket_no: 3, name: 'Child (4–17)', price_pence: 600 },
    ]);
    const [after] = rowsOf<{ tickets_sold: number }>(
      await ctx.db.execute(sql`select tickets_sold from activity_session where session_no = ${session.no}`),
    );
    expect(after!.tickets_sold).toBe(3);
  });

  it('confirms a free session at once', async () => {
    const response = await book(first('RH-BNGO'), [{ code: 'ADULT', quantity: 2 }]);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toMatch(/is confirmed/);
  });

  it('refuses no tickets, more than 7, a sold-out session, an owner-only activity and someone else’s stay', async () => {
    const archery = first('RH-ARCH');
    const none = await book(archery, [{ code: 'ADULT', quantity: 0 }]);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please buy a minimum of one ticket from any type of tickets.');
    const eight = await book(archery, [
      { code: 'ADULT', quantity: 5 },
      { code: 'CHILD', quantity: 3 },
    ]);
    expect(eight.statusCode).toBe(400);
    expect(eight.json().message).toBe('You can book at most 7 tickets at a time.');
    const soldOut = await book(first('RH-ARCH', false), [{ code: 'ADULT', quantity: 1 }]);
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().message).toBe('Sorry, there are not enough tickets left for this session.');
    const owners = await book(first('RH-WINE'), [{ code: 'ADULT', quantity: 1 }]);
    expect(owners.statusCode).toBe(403);
    expect(owners.json().message).toBe('Owner Only Activity: This activity is only available to owners.');
    const notMine = await book(archery, [{ code: 'ADULT', quantity: 1 }], byPhone);
    expect(notMine.statusCode).toBe(404);
  });

  it('keeps to the booking window: not too far ahead, not too close to the start', async () => {
    const farSwim = [...sessions].reverse().find((s) => s.activity_code === 'RH-SWIM')!;
    const tooEarly = await book(farSwim, [{ code: 'CHILD', quantity: 1 }]);
    expect(tooEarly.statusCode).toBe(400);
    expect(tooEarly.json().message).toBe('This activity can be booked at most 7 days before the start time.');

    // Move the clock to an hour before an archery session (bookable until 2 hours before).
    const later = sessions
      .filter((s) => s.activity_code === 'RH-ARCH' && s.no_of_available_tickets > 0)
      .at(-1)!;
    const { sessionStart } = await import('./activities.service');
    ctx.advanceClock(sessionStart(later.date, later.start_time).getTime() - ctx.now().getTime() - 3_600_000);
    // Weeks have passed on the clock: the earlier sign-in has expired.
    token = await ctx.signIn('guest');
    const tooLate = await book(later, [{ code: 'ADULT', quantity: 1 }]);
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json().message).toBe(
      'This activity must be booked at least 2 hours before the start time.',
    );
  });
});
