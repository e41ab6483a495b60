import { addDays, type TAttendee, type TStaffSession } from '@parkstays/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client';
import { DEMO_ACCOUNTS } from '../../../db/demo-data';
import { DEMO_BOOKING_REFERENCES } from '../../../db/demo-data/catalogue';
import { createTestContext, type TestContext } from '../../../test/harness';
import { runToday } from '../../../test/run-clock';

const { upcoming } = DEMO_BOOKING_REFERENCES.guest;

let ctx: TestContext;
const tokens = {} as Record<'guest' | 'activities' | 'reception' | 'admin', string>;
// The demo guest's part-paid stay at Robin Hood's Bay: 63 days from today for 7 nights.
const arrival = addDays(runToday(), 63);

type Session = { no: string; activity_code: string; date: string; start_time: string };
let bingo: Session;
let archery: Session;
let bingoId: number;
let archeryId: number;
let freeBooking: string;
let unpaidBooking: string;

const call = async (method: 'GET' | 'POST', url: string, token?: string, payload?: object) => {
  const response = await ctx.request({ method, url, token, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() };
};
const book = async (session: Session, tickets: { code: string; quantity: number }[]) => {
  const made = await call('POST', '/api/activity_bookings', tokens.guest, {
    activity_session: session.no,
    activity_no: session.activity_code,
    booking_no: upcoming,
    tickets,
  });
  expect(made.status).toBe(201);
  return made.body.data.activity_booking_no as string;
};
const sessionIdOf = async (no: string) =>
  rowsOf<{ id: number }>(
    await ctx.db.execute(sql`select id from activity_session where session_no = ${no}`),
  )[0]!.id;
const checkIn = (code: string, token = tokens.activities, sessionId?: number) =>
  call('POST', '/api/admin/tickets/check-in', token, {
    code,
    ...(sessionId ? { session_id: sessionId } : {}),
  });

beforeAll(async () => {
  ctx = await createTestContext({}, 'demo');
  for (const who of ['guest', 'activities', 'reception', 'admin'] as const) {
    const { email, password } = DEMO_ACCOUNTS[who];
    tokens[who] = (await call('POST', '/api/login', undefined, { email, password })).body.data.bearer_token;
  }
  const [park] = rowsOf<{ id: number }>(
    await ctx.db.execute(sql`select id from park where park_code = 'RH'`),
  );
  const sessions: Session[] = (
    await call(
      'GET',
      `/api/parks/${park!.id}/activity-sessions?start_date_filter=${arrival}&end_date_filter=${addDays(arrival, 6)}`,
    )
  ).body.data;
  bingo = sessions.find((s) => s.activity_code === 'RH-BNGO')!;
  archery = sessions.find((s) => s.activity_code === 'RH-ARCH' && s.date > arrival)!;
  bingoId = await sessionIdOf(bingo.no);
  archeryId = await sessionIdOf(archery.no);
  // Free bingo is confirmed at once; archery waits for its payment.
  freeBooking = await book(bingo, [
    { code: 'ADULT', quantity: 2 },
    { code: 'CHILD', quantity: 1 },
  ]);
  unpaidBooking = await book(archery, [{ code: 'ADULT', quantity: 1 }]);
}, 120_000);
afterAll(() => ctx.close());

describe('GET /api/admin/sessions', () => {
  it("lists the day's sessions at a park with tickets sold, valid and used", async () => {
    const { status, body } = await call(
      'GET',
      `/api/admin/sessions?date=${bingo.date}&park_code=RH`,
      tokens.activities,
    );
    expect(status).toBe(200);
    expect(body.data.date).toBe(bingo.date);
    const sessions = body.data.sessions as TStaffSession[];
    expect(new Set(sessions.map((s) => s.park_code))).toEqual(new Set(['RH']));
    expect(sessions.every((s) => s.date === bingo.date)).toBe(true);
    expect(sessions.find((s) => s.id === bingoId)).toMatchObject({
      session_no: bingo.no,
      activity_code: 'RH-BNGO',
      activity_name: 'Family Bingo Night',
      park_title: expect.any(String),
      start_time: '20:00',
      end_time: '23:30',
      capacity: 80,
      tickets_sold: 3,
      tickets_valid: 3,
      tickets_used: 0,
    });
  });

  it('lists every park for reception, today by default', async () => {
    const { status, body } = await call('GET', '/api/admin/sessions', tokens.reception);
    expect(status).toBe(200);
    expect(body.data.date).toBe(runToday());
    expect(new Set(body.data.sessions.map((s: TStaffSession) => s.park_code)).size).toBeGreaterThan(1);
  });

  it('refuses a date that is not one, naming it', async () => {
    const { status, body } = await call('GET', '/api/admin/sessions?date=2026-02-30', tokens.activities);
    expect(status).toBe(400);
    expect(body.errors[0].field).toBe('date');
  });
});

describe('GET /api/admin/sessions/:session_id/attendees', () => {
  it("lists the session's live tickets with their code, type, guest and stay", async () => {
    const { status, body } = await call('GET', `/api/admin/sessions/${bingoId}/attendees`, tokens.activities);
    expect(status).toBe(200);
    expect(body.data.session).toMatchObject({ id: bingoId, activity_name: 'Family Bingo Night' });
    const attendees = body.data.attendees as TAttendee[];
    expect(attendees.map((a) => a.code)).toEqual([
      `${freeBooking}-1`,
      `${freeBooking}-2`,
      `${freeBooking}-3`,
    ]);
    expect(attendees[2]).toEqual({
      code: `${freeBooking}-3`,
      activity_booking_no: freeBooking,
      ticket_no: 3,
      ticket_name: 'Child (4–17)',
      ticket_type: { code: 'CHILD', type: 'child' },
      guest_name: 'Emily Carter',
      booked_for: { kind: 'stay', booking_no: upcoming },
      used: null,
    });
  });

  it("names the owner's visit a ticket was booked for", async () => {
    const owner = (
      await call('POST', '/api/login', undefined, {
        email: DEMO_ACCOUNTS.owner.email,
        password: DEMO_ACCOUNTS.owner.password,
      })
    ).body.data.bearer_token;
    const [park] = rowsOf<{ id: number }>(
      await ctx.db.execute(sql`select id from park where park_code = 'RH'`),
    );
    const visit = await call('POST', '/api/users/visits', owner, {
      park_id: park!.id,
      start_date: bingo.date,
      end_date: addDays(bingo.date, 1),
    });
    expect(visit.status).toBe(201);
    const booked = await call('POST', '/api/activity_bookings', owner, {
      activity_session: bingo.no,
      activity_no: 'RH-BNGO',
      visit_id: visit.body.data.id,
      tickets: [{ code: 'ADULT', quantity: 1 }],
    });
    expect(booked.status).toBe(201);
    const { body } = await call('GET', `/api/admin/sessions/${bingoId}/attendees`, tokens.activities);
    const ticket = (body.data.attendees as TAttendee[]).find(
      (a) => a.activity_booking_no === booked.body.data.activity_booking_no,
    );
    expect(ticket).toMatchObject({
      guest_name: 'David Hughes',
      booked_for: {
        kind: 'visit',
        visit_id: visit.body.data.id,
        customer_no: 'C10001',
        start_date: bingo.date,
        end_date: addDays(bingo.date, 1),
      },
    });
    // Back as it was for the tests that follow: only the guest's tickets on the list.
    await ctx.db.execute(
      sql`update activity_booking set cancelled_at = now() where activity_booking_no = ${booked.body.data.activity_booking_no}`,
    );
  });

  it('leaves out tickets of a booking that is not paid', async () => {
    const { body } = await call('GET', `/api/admin/sessions/${archeryId}/attendees`, tokens.reception);
    expect(body.data.attendees.map((a: TAttendee) => a.activity_booking_no)).not.toContain(unpaidBooking);
  });

  it('answers 404 for a session that does not exist', async () => {
    const { status } = await call('GET', '/api/admin/sessions/99999999/attendees', tokens.activities);
    expect(status).toBe(404);
  });
});

describe('POST /api/admin/tickets/check-in', () => {
  it('admits a ticket once, typed in lower case with spaces, and records who did it', async () => {
    const typed = ` ${freeBooking.toLowerCase().replace('ab', 'ab ')} - 1 `;
    const { status, body } = await checkIn(typed, tokens.activities, bingoId);
    expect(status).toBe(200);
    expect(body.message).toBe('Admitted: Emily Carter, Adult.');
    expect(body.data).toMatchObject({
      code: `${freeBooking}-1`,
      ticket_name: 'Adult',
      guest_name: 'Emily Carter',
      session: { id: bingoId, activity_name: 'Family Bingo Night', tickets_used: 1 },
      used: { by: { name: 'Aisha Khan', role: 'activities' } },
    });

    const [row] = rowsOf<{ used_at: Date | null; email: string }>(
      await ctx.db.execute(sql`
        select t.used_at, u.email from ticket t
        join activity_booking ab on ab.id = t.activity_booking_id
        join user_account u on u.id = t.used_by
        where ab.activity_booking_no = ${freeBooking} and t.ticket_no = 1`),
    );
    expect(row?.email).toBe(DEMO_ACCOUNTS.activities.email);
    expect(new Date(body.data.used.at).getTime()).toBe(new Date(row!.used_at!).getTime());
  });

  it('refuses the second scan, saying when it was used and by whom', async () => {
    const { status, body } = await checkIn(`${freeBooking}-1`, tokens.reception, bingoId);
    expect(status).toBe(409);
    expect(body.code).toBe('TICKET_ALREADY_USED');
    expect(body.message).toMatch(
      /^This ticket was already used at \d\d:\d\d today by Aisha Khan \(Activities\)\.$/,
    );
    expect(body.ticket).toMatchObject({
      code: `${freeBooking}-1`,
      used: { by: { name: 'Aisha Khan', role: 'activities' } },
    });
    const list = await call('GET', `/api/admin/sessions/${bingoId}/attendees`, tokens.activities);
    expect(list.body.data.attendees[0].used.by.name).toBe('Aisha Khan');
    expect(list.body.data.session.tickets_used).toBe(1);
  });

  it('keeps one audit entry for the admission, in the ticket’s history', async () => {
    const { status, body } = await call(
      'GET',
      `/api/admin/audit-entries?entity_type=ticket&entity_id=${freeBooking}-1`,
      tokens.activities,
    );
    expect(status).toBe(200);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      action: 'ticket.check_in',
      entity_type: 'ticket',
      entity_id: `${freeBooking}-1`,
      staff: { name: 'Aisha Khan' },
      before: { used_at: null, used_by: null },
      after: { used_at: expect.any(String) },
    });
  });

  it('refuses a ticket for another session, naming the one it is for', async () => {
    const { status, body } = await checkIn(`${freeBooking}-2`, tokens.activities, archeryId);
    expect(status).toBe(409);
    expect(body.code).toBe('WRONG_SESSION');
    expect(body.message).toContain('Family Bingo Night');
    expect(body.message).toContain('20:00');
    expect(body.ticket.session.id).toBe(bingoId);
    expect(body.ticket.used).toBeNull();
  });

  it('refuses, with its day and time, a ticket for another day typed with no session chosen; admits one for today', async () => {
    const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' }).format(
      new Date(`${bingo.date}T12:00:00Z`),
    );
    const [, month, day] = bingo.date.split('-');
    const { status, body } = await checkIn(`${freeBooking}-2`, tokens.activities);
    expect(status).toBe(409);
    expect(body.code).toBe('NOT_TODAY');
    expect(body.message).toBe(
      `This ticket is for ${weekday} ${day}/${month}, ${bingo.start_time.slice(0, 5)}: Family Bingo Night at Robin Hood's Bay. Choose that session to admit it.`,
    );
    expect(body.ticket).toMatchObject({ code: `${freeBooking}-2`, used: null, session: { id: bingoId } });

    // The same ticket on the day of its session is admitted with no session chosen.
    const sessionDate = bingo.date;
    await ctx.db.execute(sql`update activity_session set date = ${runToday()} where id = ${bingoId}`);
    try {
      const today = await checkIn(`${freeBooking}-2`, tokens.activities);
      expect(today.status).toBe(200);
      expect(today.body.message).toMatch(/^Admitted: /);
    } finally {
      await ctx.db.execute(sql`update activity_session set date = ${sessionDate} where id = ${bingoId}`);
    }
  });

  it('refuses a ticket whose booking is not paid', async () => {
    const { status, body } = await checkIn(`${unpaidBooking}-1`, tokens.activities);
    expect(status).toBe(409);
    expect(body.code).toBe('TICKET_NOT_VALID');
    expect(body.message).toBe('This ticket’s booking is not paid yet, so it cannot be used.');
    const [row] = rowsOf<{ used_at: Date | null }>(
      await ctx.db.execute(sql`
        select t.used_at from ticket t join activity_booking ab on ab.id = t.activity_booking_id
        where ab.activity_booking_no = ${unpaidBooking}`),
    );
    expect(row?.used_at).toBeNull();
  });

  it('refuses a ticket whose booking was cancelled', async () => {
    await ctx.db.execute(
      sql`update activity_booking set cancelled_at = now() where activity_booking_no = ${unpaidBooking}`,
    );
    const { status, body } = await checkIn(`${unpaidBooking}-1`, tokens.activities);
    expect(status).toBe(409);
    expect(body.code).toBe('TICKET_NOT_VALID');
    expect(body.message).toContain('cancelled');
  });

  it('answers 404 TICKET_NOT_FOUND for a code of no ticket', async () => {
    for (const code of [`${freeBooking}-9`, 'AB9999999-1']) {
      const { status, body } = await checkIn(code);
      expect(status).toBe(404);
      expect(body.code).toBe('TICKET_NOT_FOUND');
      expect(body.message).toContain('Check the number');
    }
  });

  it('refuses a code that is not a ticket code with 400 naming code', async () => {
    for (const code of ['', 'hello', 'AB123', 'BK4821937', '12-1', 'AB0000001-']) {
      const { status, body } = await checkIn(code);
      expect(status, code).toBe(400);
      expect(body.code).toBe('VALIDATION');
      expect(body.errors[0].field).toBe('code');
    }
    const wrongSession = await call('POST', '/api/admin/tickets/check-in', tokens.activities, {
      code: `${freeBooking}-2`,
      session_id: 'bingo',
    });
    expect(wrongSession.status).toBe(400);
    expect(wrongSession.body.errors[0].field).toBe('session_id');
  });

  it('refuses guests and owners, changing nothing', async () => {
    const { status } = await checkIn(`${freeBooking}-3`, tokens.guest);
    expect(status).toBe(403);
    const list = await call('GET', `/api/admin/sessions/${bingoId}/attendees`, tokens.admin);
    expect(list.body.data.attendees[2].used).toBeNull();
  });
});
