import {
  addDays,
  londonToday,
  MAX_SESSIONS_AT_ONCE,
  SESSION_CANCELLED_MESSAGE,
  weekday,
} from '@parkstays/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client';
import { cardPayments } from '../../../test/card-payments';
import { refundsWithFaults } from '../../../test/card-provider';
import { catalogueContext } from '../../../test/catalogue-context';
import type { catalogueFactory } from '../../../test/catalogue-factory';
import type { TestContext } from '../../../test/harness';
import { holdStay } from '../../../test/held-stay';

/**
 * The back office's Activities screen (decision 040): activities with their sanitised descriptions,
 * ticket types, sessions one by one or repeating, capacity never below tickets sold, and
 * cancelling a session: its ticket holders refunded through the card sandbox and e-mailed.
 */
let ctx: TestContext;
let make: ReturnType<typeof catalogueFactory>;
let cards: ReturnType<typeof cardPayments>;
let staff: string;
let staffId: number;
let parkId: number;
let gradeCode: string;
/** The card provider: a test can make its next refund taken and then lost (a crash, a timeout). */
const provider = refundsWithFaults();

beforeAll(async () => {
  ({ ctx, make } = await catalogueContext({}, 'site', { cardProvider: provider.withRefunds }));
  cards = cardPayments(ctx);
  const p = await make.park({ title: 'Whitby Sands' });
  parkId = p.id;
  gradeCode = (
    await make.grade({
      parkId,
      units: 20,
      capacity: 4,
      prices: { from: 0, to: 90, nights: [7], pricePence: 10_000 },
    })
  ).gradeCode;
  ({ token: staff, userId: staffId } = await ctx.session('activities'));
}, 60_000);
afterAll(() => ctx.close());

// biome-ignore lint/suspicious/noExplicitAny: answers are read by the test as loose JSON
type Json = any;
type Call = { status: number; body: Record<string, Json> };
const call = async (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  token: string | undefined = staff,
): Promise<Call> => {
  const response = await ctx.request({
    method,
    url,
    token,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json() };
};

let codes = 0;
const activityForm = (overrides: Record<string, unknown> = {}) => ({
  activity_code: `WS-KAYAK${++codes}`,
  park_id: parkId,
  name: 'Kayak Taster',
  image_url: '/media/activities/kayak.svg',
  description: '<p>Paddle the bay.</p>',
  owner_only: false,
  minimum_hours_before_booking: null,
  maximum_hours_before_booking: null,
  position: 3,
  ...overrides,
});

/** Adds a ticket type (code, name, type and price) to an activity. */
const addTicketType = (activityId: number, code: string, name: string, type: string, pricePence: number) =>
  call('POST', `/api/admin/activities/${activityId}/ticket-types`, {
    code,
    name,
    type,
    price_pence: pricePence,
  });

/** An activity made through the API with an Adult ticket at £12 and a Child ticket at £8. */
async function newActivity() {
  const made = await call('POST', '/api/admin/activities', activityForm());
  expect(made.status).toBe(201);
  const id = made.body.data.id as number;
  expect((await addTicketType(id, 'ADULT', 'Adult', 'adult', 1200)).status).toBe(201);
  expect((await addTicketType(id, 'CHILD', 'Child', 'child', 800)).status).toBe(201);
  return { id, code: made.body.data.activity_code as string };
}

/** A guest with a paid 7-night stay at the park arriving `offset` days ahead, for two adults and a child. */
async function guestWithStay(offset = 40) {
  const guest = await ctx.newUser({ first_name: 'Nell' });
  const { id, bookingNo } = await holdStay(ctx, guest, {
    grade_code: gradeCode,
    arrival_date: make.day(offset),
    no_of_nights: 7,
    no_of_children: 1,
    first_name: 'Nell',
    last_name: 'Gwyn',
  });
  expect((await cards.payStay(guest.token, id, 'Initial')).statusCode).toBe(201);
  return { ...guest, stayId: id, stayNo: bookingNo, arrival: make.day(offset) };
}

const addSessions = (activityId: number, body: unknown) =>
  call('POST', `/api/admin/activities/${activityId}/sessions`, body);
/** One session of the activity on `date` from `start` to `end` for `capacity` people: the session added. */
const oneSession = async (activityId: number, date: string, start: string, end: string, capacity: number) =>
  (await addSessions(activityId, { kind: 'one', date, start_time: start, end_time: end, capacity })).body
    .data[0];

const bookTickets = (
  guest: { token: string; stayNo: string },
  activityCode: string,
  sessionNo: string,
  tickets: { code: string; quantity: number }[],
) =>
  call(
    'POST',
    '/api/activity_bookings',
    { activity_session: sessionNo, activity_no: activityCode, booking_no: guest.stayNo, tickets },
    guest.token,
  );

const payTickets = (token: string, activityBookingNo: string) =>
  cards.payWithCard(token, { type: 'Activity', activityBookingNo });

const auditOf = async (entityType: string, entityId: string) =>
  rowsOf<{ action: string; staff_user_id: number; before: Json; after: Json }>(
    await ctx.db.execute(sql`
      select action, staff_user_id, before, after from audit_entry
      where entity_type = ${entityType} and entity_id = ${entityId} order by id`),
  );

describe('activities', () => {
  it('strips a <script> and an onerror= handler from the description when it is saved, and audits the change', async () => {
    const made = await call(
      'POST',
      '/api/admin/activities',
      activityForm({
        activity_code: ' ws-stars ',
        name: 'Night Sky Walk',
        description:
          '<p>Look <strong>up</strong>.</p><img src="/media/x.svg" onerror="alert(1)"><script>alert("pwned")</script><a href="javascript:alert(2)">map</a>',
      }),
    );
    expect(made.status).toBe(201);
    const saved = made.body.data;
    expect(saved.activity_code).toBe('WS-STARS');
    expect(saved.description).toBe('<p>Look <strong>up</strong>.</p><img src="/media/x.svg" /><a>map</a>');
    const [row] = rowsOf<{ description: string }>(
      await ctx.db.execute(sql`select description from activity where id = ${saved.id}`),
    );
    expect(row!.description).not.toMatch(/script|onerror|javascript:/i);
    expect(row!.description).toBe(saved.description);

    const changed = await call(
      'PUT',
      `/api/admin/activities/${saved.id}`,
      activityForm({
        activity_code: 'WS-STARS',
        name: 'Night Sky Walk',
        description: '<p onclick="steal()">Torches provided.</p><iframe src="https://evil.example"></iframe>',
        minimum_hours_before_booking: 2,
        maximum_hours_before_booking: 336,
        owner_only: true,
      }),
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      description: '<p>Torches provided.</p>',
      owner_only: true,
      minimum_hours_before_booking: 2,
      maximum_hours_before_booking: 336,
    });

    const entries = await auditOf('activity', 'WS-STARS');
    expect(entries.map((e) => e.action)).toEqual(['activity.create', 'activity.update']);
    expect(entries[0]).toMatchObject({ staff_user_id: staffId, before: null });
    expect(entries[1]!.before).toMatchObject({ owner_only: false, minimum_hours_before_booking: null });
    expect(entries[1]!.after).toMatchObject({ owner_only: true, description: '<p>Torches provided.</p>' });
  });

  it('shows guests an edit at once, without a cache in the way', async () => {
    const { id, code } = await newActivity();
    const before = await ctx.request({ method: 'GET', url: `/api/parks/${parkId}/activities` });
    expect(before.headers['cache-control']).toBe('no-store');
    const edited = await call(
      'PUT',
      `/api/admin/activities/${id}`,
      activityForm({ activity_code: code, name: 'Sea Kayak Taster', position: 1 }),
    );
    expect(edited.status).toBe(200);
    const after = await call('GET', `/api/parks/${parkId}/activities`, undefined, undefined);
    expect(after.body.data.find((a: { activity_code: string }) => a.activity_code === code).name).toBe(
      'Sea Kayak Taster',
    );
  });

  it('refuses bad input naming the field, and a code another activity has', async () => {
    const bad = await call(
      'POST',
      '/api/admin/activities',
      activityForm({
        activity_code: 'no spaces!',
        minimum_hours_before_booking: 48,
        maximum_hours_before_booking: 24,
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION');
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'activity_code',
      'maximum_hours_before_booking',
    ]);
    const image = await call(
      'POST',
      '/api/admin/activities',
      activityForm({ image_url: 'javascript:alert(1)' }),
    );
    expect(image.status).toBe(400);
    expect(image.body.errors[0].field).toBe('image_url');
    const noPark = await call('POST', '/api/admin/activities', activityForm({ park_id: 999_999 }));
    expect(noPark.status).toBe(400);
    expect(noPark.body.errors[0].field).toBe('park_id');

    const { code } = await newActivity();
    const again = await call('POST', '/api/admin/activities', activityForm({ activity_code: code }));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'ACTIVITY_CODE_TAKEN', errors: [{ field: 'activity_code' }] });
  });

  it('adds, changes and removes ticket types, and refuses a code the activity has', async () => {
    const { id, code } = await newActivity();
    const family = await addTicketType(id, 'family', 'Family (2+2)', 'family', 3600);
    expect(family.status).toBe(201);
    const type = family.body.data.ticket_types.find((t: { code: string }) => t.code === 'FAMILY');
    expect(type).toMatchObject({ name: 'Family (2+2)', price_pence: 3600, tickets_sold: 0 });

    const twice = await addTicketType(id, 'ADULT', 'Grown-up', 'adult', 100);
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('TICKET_TYPE_CODE_TAKEN');

    const changed = await call('PATCH', `/api/admin/activities/${id}/ticket-types/${type.id}`, {
      name: 'Family ticket',
      price_pence: 3400,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.ticket_types.find((t: { id: number }) => t.id === type.id)).toMatchObject({
      name: 'Family ticket',
      price_pence: 3400,
    });
    const removed = await call('DELETE', `/api/admin/activities/${id}/ticket-types/${type.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.data.ticket_types.map((t: { code: string }) => t.code)).toEqual(['ADULT', 'CHILD']);
    expect((await auditOf('activity', code)).map((e) => e.action)).toEqual([
      'activity.create',
      'ticket_type.create',
      'ticket_type.create',
      'ticket_type.create',
      'ticket_type.update',
      'ticket_type.remove',
    ]);
  });
});

describe('sessions', () => {
  it('adds a repeating session every Tuesday 10:00–11:00 until a date: the right dates, numbered on, audited', async () => {
    const { id, code } = await newActivity();
    const from = make.day(1);
    const until = make.day(60);
    const before = rowsOf<{ n: number }>(
      await ctx.db.execute(
        sql`select coalesce(max(substring(session_no from 2)::int), 0)::int as n from activity_session where session_no ~ '^S[0-9]+$'`,
      ),
    )[0]!.n;
    const added = await addSessions(id, {
      kind: 'repeating',
      weekdays: [2],
      from,
      until,
      start_time: '10:00',
      end_time: '11:00',
      capacity: 12,
    });
    expect(added.status).toBe(201);
    const tuesdays: string[] = [];
    for (let day = from; day <= until; day = addDays(day, 1)) if (weekday(day) === 2) tuesdays.push(day);
    const sessions = added.body.data as { date: string; session_no: string; start_time: string }[];
    expect(sessions.map((s) => s.date)).toEqual(tuesdays);
    expect(sessions.every((s) => s.start_time === '10:00')).toBe(true);
    expect(sessions.map((s) => s.session_no)).toEqual(
      tuesdays.map((_, i) => `S${String(before + 1 + i).padStart(6, '0')}`),
    );
    expect(added.body.message).toBe(
      `${tuesdays.length} sessions added, from ${tuesdays[0]!.split('-').reverse().join('/')} to ${tuesdays.at(-1)!.split('-').reverse().join('/')}.`,
    );
    const [entry] = await auditOf('activity', code).then((all) =>
      all.filter((e) => e.action === 'activity_session.add'),
    );
    expect(entry!.after.sessions).toHaveLength(tuesdays.length);
    expect(entry!.after.repeat).toEqual({ weekdays: [2], from, until });

    // Guests see them at once.
    const listed = await call(
      'GET',
      `/api/parks/${parkId}/activity-sessions?start_date_filter=${from}&end_date_filter=${until}`,
      undefined,
      undefined,
    );
    expect(listed.body.data.filter((s: { activity_code: string }) => s.activity_code === code)).toHaveLength(
      tuesdays.length,
    );

    // The same Tuesday at 10:00 again adds nothing.
    const twice = await addSessions(id, {
      kind: 'one',
      date: tuesdays[1],
      start_time: '10:00',
      end_time: '11:00',
      capacity: 5,
    });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('SESSION_EXISTS');
  });

  it(`refuses more than ${MAX_SESSIONS_AT_ONCE} sessions at once, a day in the past and equal times, naming the field`, async () => {
    const { id } = await newActivity();
    const tooMany = await addSessions(id, {
      kind: 'repeating',
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      from: make.day(1),
      until: make.day(250),
      start_time: '09:00',
      end_time: '10:00',
      capacity: 5,
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors.map((e: { field: string }) => e.field)).toEqual(['until']);
    const past = await addSessions(id, {
      kind: 'one',
      date: make.day(-1),
      start_time: '09:00',
      end_time: '10:00',
      capacity: 5,
    });
    expect(past.status).toBe(400);
    expect(past.body.errors[0].field).toBe('date');
    const same = await addSessions(id, {
      kind: 'one',
      date: make.day(3),
      start_time: '09:00',
      end_time: '09:00',
      capacity: 5,
    });
    expect(same.status).toBe(400);
    expect(same.body.errors[0].field).toBe('end_time');
    const none = await call('GET', `/api/admin/activities/${id}/sessions`);
    expect(none.body.data.sessions).toEqual([]);
  });

  it('never lowers the capacity below the tickets sold: 409 CAPACITY_BELOW_SOLD naming capacity', async () => {
    const { id, code } = await newActivity();
    const guest = await guestWithStay();
    const session = await oneSession(id, addDays(guest.arrival, 2), '14:00', '15:30', 10);
    expect(
      (
        await bookTickets(guest, code, session.session_no, [
          { code: 'ADULT', quantity: 2 },
          { code: 'CHILD', quantity: 1 },
        ])
      ).status,
    ).toBe(201);

    const below = await call('PATCH', `/api/admin/sessions/${session.id}`, {
      start_time: '14:00',
      end_time: '15:30',
      capacity: 2,
    });
    expect(below.status).toBe(409);
    expect(below.body).toMatchObject({
      code: 'CAPACITY_BELOW_SOLD',
      message: 'The capacity cannot be below the 3 tickets already sold',
      errors: [{ field: 'capacity' }],
    });
    const exact = await call('PATCH', `/api/admin/sessions/${session.id}`, {
      start_time: '14:30',
      end_time: '16:00',
      capacity: 3,
    });
    expect(exact.status).toBe(200);
    expect(exact.body.data).toMatchObject({
      capacity: 3,
      tickets_sold: 3,
      start_time: '14:30',
      end_time: '16:00',
    });
    const full = await bookTickets(guest, code, session.session_no, [{ code: 'ADULT', quantity: 1 }]);
    expect(full.status).toBe(409);
    const entries = (await auditOf('activity_session', session.session_no)).map((e) => [
      e.action,
      e.before,
      e.after,
    ]);
    expect(entries).toEqual([
      [
        'activity_session.update',
        { start_time: '14:00', end_time: '15:30', capacity: 10 },
        { start_time: '14:30', end_time: '16:00', capacity: 3 },
      ],
    ]);
  });

  it('shows staff the tickets of a lapsed unpaid booking as free at once, and lets the capacity come down to them', async () => {
    const { id, code } = await newActivity();
    const guest = await guestWithStay();
    const session = await oneSession(id, addDays(guest.arrival, 3), '16:00', '17:00', 10);
    expect(
      (await bookTickets(guest, code, session.session_no, [{ code: 'ADULT', quantity: 3 }])).status,
    ).toBe(201);
    const shown = async () =>
      (
        (await call('GET', `/api/admin/activities/${id}/sessions?from=${session.date}&to=${session.date}`))
          .body.data.sessions as { id: number; tickets_sold: number }[]
      ).find((s) => s.id === session.id)!.tickets_sold;
    expect(await shown()).toBe(3);

    // Half an hour on, unpaid: nothing has let the booking go yet, but staff see its tickets free.
    ctx.advanceClock(31 * 60_000);
    expect(await shown()).toBe(0);
    const lowered = await call('PATCH', `/api/admin/sessions/${session.id}`, {
      start_time: '16:00',
      end_time: '17:00',
      capacity: 1,
    });
    expect(lowered.status, JSON.stringify(lowered.body)).toBe(200);
    expect(lowered.body.data).toMatchObject({ capacity: 1, tickets_sold: 0 });
    const [row] = rowsOf<{ tickets_sold: number }>(
      await ctx.db.execute(sql`select tickets_sold from activity_session where id = ${session.id}`),
    );
    expect(row!.tickets_sold).toBe(0);
  });

  it('keeps a ticket type that was sold: 409 TICKET_TYPE_SOLD', async () => {
    const { id, code } = await newActivity();
    const guest = await guestWithStay();
    const session = await oneSession(id, addDays(guest.arrival, 1), '11:00', '12:00', 10);
    await bookTickets(guest, code, session.session_no, [{ code: 'CHILD', quantity: 1 }]);
    const activity = (await call('GET', `/api/admin/activities/${id}`)).body.data;
    const child = activity.ticket_types.find((t: { code: string }) => t.code === 'CHILD');
    expect(child.tickets_sold).toBe(1);
    const removed = await call('DELETE', `/api/admin/activities/${id}/ticket-types/${child.id}`);
    expect(removed.status).toBe(409);
    expect(removed.body.code).toBe('TICKET_TYPE_SOLD');
  });
});

describe('cancelling a session', () => {
  it('cancels its bookings, refunds the paid one through the sandbox, lets the unpaid one go and e-mails both', async () => {
    const { id, code } = await newActivity();
    const paying = await guestWithStay();
    const holding = await guestWithStay();
    const date = addDays(paying.arrival, 3);
    const [session] = (
      await addSessions(id, { kind: 'one', date, start_time: '10:00', end_time: '11:00', capacity: 10 })
    ).body.data;
    const paid = await bookTickets(paying, code, session.session_no, [
      { code: 'ADULT', quantity: 2 },
      { code: 'CHILD', quantity: 1 },
    ]);
    const paidNo = paid.body.data.activity_booking_no as string;
    expect((await payTickets(paying.token, paidNo)).statusCode).toBe(201);
    const held = await bookTickets(holding, code, session.session_no, [{ code: 'ADULT', quantity: 1 }]);
    const heldNo = held.body.data.activity_booking_no as string;

    const preview = await call('GET', `/api/admin/sessions/${session.id}/cancellation`);
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({
      ticket_holders: 2,
      activity_bookings: 2,
      tickets: 4,
      refund_pence: 3200,
      unpaid_bookings: 1,
      session: { tickets_sold: 4, ticket_holders: 2, paid_pence: 3200, cancelled_at: null },
    });

    const cancelled = await call('POST', `/api/admin/sessions/${session.id}/cancel`, {
      reason: 'High winds',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({
      ticket_holders: 2,
      activity_bookings: 2,
      refunded_pence: 3200,
      pending_pence: 0,
      failed_pence: 0,
      emailed: 2,
      session: { tickets_sold: 0, ticket_holders: 0, paid_pence: 0 },
    });
    expect(cancelled.body.data.session.cancelled_at).not.toBeNull();
    expect(cancelled.body.message).toBe(
      'The session is cancelled. 2 ticket holders e-mailed. £32.00 refunded.',
    );

    // The money really went back to the card, once, and the booking holds nothing paid.
    const money = rowsOf<{
      paid: number;
      cancelled: boolean;
      refunded: number;
      status: string;
      provider: number;
    }>(
      await ctx.db.execute(sql`
        select b.paid_pence as paid, b.cancelled_at is not null as cancelled, p.refunded_pence as refunded,
          r.status, (select sum(s.amount)::int from sandbox_transaction s
            where s.reference_transaction_id = p.provider_transaction_id and s.transaction_type = 'Refund') as provider
        from activity_booking b join payment p on p.activity_booking_id = b.id join refund r on r.payment_id = p.id
        where b.activity_booking_no = ${paidNo}`),
    );
    expect(money).toEqual([{ paid: 0, cancelled: true, refunded: 3200, status: 'refunded', provider: 3200 }]);
    const [released] = rowsOf<{ cancelled: boolean }>(
      await ctx.db.execute(
        sql`select cancelled_at is not null as cancelled from activity_booking where activity_booking_no = ${heldNo}`,
      ),
    );
    expect(released!.cancelled).toBe(true);

    // Each ticket holder is told: what was refunded, or that nothing was paid.
    const [paidMail] = await ctx.outbox(paying.email);
    expect(paidMail!.subject).toBe(
      `Cancelled: Kayak Taster, ${date.split('-').reverse().join('/')} (${paidNo}) – £32.00 refunded`,
    );
    expect(paidMail!.text).toContain('Reason: High winds');
    expect(paidMail!.text).toContain('We have refunded £32.00 to the card ending 0006.');
    const [heldMail] = await ctx.outbox(holding.email);
    expect(heldMail!.subject).toContain(`(${heldNo}) – nothing to pay`);
    expect(heldMail!.text).toContain('Nothing was paid for these tickets');

    // Offered to no guest; booking it is refused with a code; its tickets admit no one.
    const listed = await call(
      'GET',
      `/api/parks/${parkId}/activity-sessions?start_date_filter=${date}&end_date_filter=${date}`,
      undefined,
      undefined,
    );
    expect(listed.body.data.map((s: { no: string }) => s.no)).not.toContain(session.session_no);
    const late = await bookTickets(paying, code, session.session_no, [{ code: 'ADULT', quantity: 1 }]);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'SESSION_CANCELLED', message: SESSION_CANCELLED_MESSAGE });
    const scanned = await call('POST', '/api/admin/tickets/check-in', { code: `${paidNo}-1` });
    expect(scanned.status).toBe(409);
    expect(scanned.body.code).toBe('SESSION_CANCELLED');
    expect(scanned.body.message).toMatch(
      /^This session was cancelled on \d\d\/\d\d\/\d{4}: its tickets cannot be used/,
    );
    const guestView = await call('GET', `/api/activity_bookings/${paidNo}`, undefined, paying.token);
    expect(guestView.status).toBe(404);
    expect(guestView.body.message).toMatch(/the park cancelled the session/);
    // Booked Activities still lists each, as cancelled, with what went back to the card.
    const bookedOf = async (who: typeof paying) =>
      (await call('GET', `/api/bookings/${who.stayId}/activity_bookings`, undefined, who.token)).body.data;
    expect(await bookedOf(paying)).toEqual([
      expect.objectContaining({
        activity_booking_no: paidNo,
        cancelled: { cancelled_at: expect.any(String), refunded_pence: 3200, refund_pending_pence: 0 },
      }),
    ]);
    expect(await bookedOf(holding)).toEqual([
      expect.objectContaining({
        activity_booking_no: heldNo,
        cancelled: { cancelled_at: expect.any(String), refunded_pence: 0, refund_pending_pence: 0 },
      }),
    ]);

    // Audited: the cancellation and the refund, each with before and after.
    const entries = await auditOf('activity_session', session.session_no);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'activity_session.cancel',
      staff_user_id: staffId,
      before: { cancelled_at: null, tickets_sold: 4 },
      after: { reason: 'High winds', refund_pence: 3200 },
    });
    expect(await auditOf('activity_booking', paidNo)).toMatchObject([
      {
        action: 'activity_booking.refund',
        before: { paid_pence: 3200 },
        after: { paid_pence: 0, refund_pence: 3200 },
      },
    ]);

    // Once only.
    const again = await call('POST', `/api/admin/sessions/${session.id}/cancel`, { reason: 'High winds' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('SESSION_CANCELLED');
    const edit = await call('PATCH', `/api/admin/sessions/${session.id}`, {
      start_time: '10:00',
      end_time: '11:00',
      capacity: 20,
    });
    expect(edit.body.code).toBe('SESSION_CANCELLED');
  });

  it('keeps a refund the provider did not answer pending, and reconciliation settles it', async () => {
    const { id, code } = await newActivity();
    const guest = await guestWithStay();
    const session = await oneSession(id, addDays(guest.arrival, 4), '16:00', '17:00', 8);
    const no = (await bookTickets(guest, code, session.session_no, [{ code: 'ADULT', quantity: 1 }])).body
      .data.activity_booking_no as string;
    expect((await payTickets(guest.token, no)).statusCode).toBe(201);

    provider.failNextRefund('lose-answer');
    const cancelled = await call('POST', `/api/admin/sessions/${session.id}/cancel`, {
      reason: 'Instructor ill',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ refunded_pence: 0, pending_pence: 1200, failed_pence: 0 });
    const [mail] = await ctx.outbox(guest.email);
    expect(mail!.text).toContain('£12.00 is being refunded to the card you paid with');

    const state = async () =>
      rowsOf<{ paid: number; status: string }>(
        await ctx.db.execute(sql`
          select b.paid_pence as paid, r.status from activity_booking b
          join payment p on p.activity_booking_id = b.id join refund r on r.payment_id = p.id
          where b.activity_booking_no = ${no}`),
      )[0];
    expect(await state()).toEqual({ paid: 1200, status: 'pending' });
    const booked = async () =>
      (await call('GET', `/api/bookings/${guest.stayId}/activity_bookings`, undefined, guest.token)).body
        .data[0].cancelled;
    expect(await booked()).toMatchObject({ refunded_pence: 0, refund_pending_pence: 1200 });
    ctx.advanceClock(10 * 60_000);
    await ctx.app.runJobs();
    expect(await state()).toEqual({ paid: 0, status: 'refunded' });
    expect(await booked()).toMatchObject({ refunded_pence: 1200, refund_pending_pence: 0 });
    expect((await auditOf('activity_booking', no)).map((e) => e.action)).toEqual(['activity_booking.refund']);

    // The day's money names the activity booking the refund was for. The day the refund was asked
    // for, not the clock's today: the clock has moved on, past midnight when the tests run late.
    const [asked] = rowsOf<{ created_at: string }>(
      await ctx.db.execute(sql`
        select r.created_at from refund r join payment p on p.id = r.payment_id
        join activity_booking b on b.id = p.activity_booking_id where b.activity_booking_no = ${no}`),
    );
    const refundDay = londonToday(new Date(asked!.created_at));
    const day = await call(
      'GET',
      `/api/admin/payments?date=${refundDay}`,
      undefined,
      await ctx.signIn('reception'),
    );
    const refund = day.body.data.movements.find(
      (m: { kind: string; paid_for: { reference: string } }) =>
        m.kind === 'refund' && m.paid_for.reference === no,
    );
    expect(refund).toMatchObject({ status: 'refunded', amount_pence: 1200, paid_for: { kind: 'activity' } });
  });

  it('is refused to reception, who may scan tickets but not change sessions', async () => {
    const reception = await ctx.signIn('reception');
    const denied = await call('GET', '/api/admin/activities', undefined, reception);
    expect(denied.status).toBe(403);
  });
});
