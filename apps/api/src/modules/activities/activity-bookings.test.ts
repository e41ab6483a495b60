import { randomUUID } from 'node:crypto';
import { addDays, partyTicketsMessage } from '@parkstays/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { DEMO_BOOKING_REFERENCES } from '../../db/demo-data/catalogue';
import { cardPayments } from '../../test/card-payments';
import { createTestContext, type TestContext } from '../../test/harness';
import { PAY_BEFORE_CONFIRMING_MESSAGE } from './activities.service';

const { upcoming } = DEMO_BOOKING_REFERENCES.guest;

let ctx: TestContext;
let payments: ReturnType<typeof cardPayments>;
let guestToken: string;
let stayId: number;
let sessions: Session[];

type Session = { no: string; activity_code: string; date: string; no_of_available_tickets: number };

const signIn = async (email: string, password: string) =>
  (await ctx.request({ method: 'POST', url: '/api/login', payload: { email, password } })).json().data
    .bearer_token as string;
const call = async (method: 'GET' | 'PUT' | 'POST', url: string, token?: string, payload?: object) => {
  const response = await ctx.request({ method, url, token, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() };
};

beforeAll(async () => {
  ctx = await createTestContext({}, 'demo');
  payments = cardPayments(ctx);
  guestToken = await signIn('guest@brackenbay.example', 'SandcastleSunrise26');
  const [stay] = rowsOf<{ id: number; arrival_date: string; park_id: number }>(
    await ctx.db.execute(sql`
      select b.id, b.arrival_date::text, g.park_id from booking b join grade g on g.id = b.grade_id
      where b.booking_no = ${upcoming}`),
  );
  stayId = stay!.id;
  sessions = (
    await call(
      'GET',
      `/api/parks/${stay!.park_id}/activity-sessions?start_date_filter=${stay!.arrival_date}&end_date_filter=${addDays(stay!.arrival_date, 7)}`,
    )
  ).body.data;
}, 120_000);
afterAll(() => ctx.close());

const open = (code: string) =>
  sessions.find((s) => s.activity_code === code && s.no_of_available_tickets > 0)!;
const book = (session: Session, tickets: { code: string; quantity: number }[], token = guestToken) =>
  call('POST', '/api/activity_bookings', token, {
    activity_session: session.no,
    activity_no: session.activity_code,
    booking_no: upcoming,
    tickets,
  });

describe('an activity booking, paid by card', () => {
  let no: string;
  let id: number;

  it('answers the booking by its number: session and tickets as JSON text, and what is owed', async () => {
    const made = await book(open('RH-ARCH'), [
      { code: 'ADULT', quantity: 2 },
      { code: 'CHILD', quantity: 1 },
    ]);
    expect(made.status).toBe(201);
    no = made.body.data.activity_booking_no;
    const { status, body } = await call('GET', `/api/activity_bookings/${no}`, guestToken);
    expect(status).toBe(200);
    id = body.data.data.id;
    expect(body.data.data).toMatchObject({
      activity_booking_no: no,
      booking_no: upcoming,
      activity_no: 'RH-ARCH',
    });
    expect(JSON.parse(body.data.data.activity_session)).toMatchObject({
      name: 'Archery Taster',
      duration: '1 hour',
      park_code: 'RH',
    });
    expect(JSON.parse(body.data.data.tickets)).toEqual([
      { code: 'ADULT', name: 'Adult', quantity: 2, price: '8.00' },
      { code: 'CHILD', name: 'Child (4–17)', quantity: 1, price: '6.00' },
    ]);
    expect(body.data.booking).toMatchObject({
      outstanding_amount: '22.00',
      outstanding_pence: 2200,
      confirmed: 'false',
      tickets: [
        { no: 1, name: 'Adult' },
        { no: 2, name: 'Adult' },
        { no: 3, name: 'Child (4–17)' },
      ],
    });
  });

  it('lists it among the activity bookings of the stay', async () => {
    const { status, body } = await call('GET', `/api/bookings/${stayId}/activity_bookings`, guestToken);
    expect(status).toBe(200);
    expect(body.data.map((b: { activity_booking_no: string }) => b.activity_booking_no)).toContain(no);
  });

  it('will not confirm it before it is paid', async () => {
    const { status, body } = await call('PUT', `/api/activity_bookings/${id}/confirm`, guestToken);
    expect(status).toBe(400);
    expect(body.message).toBe(PAY_BEFORE_CONFIRMING_MESSAGE);
  });

  it('takes the outstanding amount by card, whatever amount is sent, confirms it and e-mails the tickets once', async () => {
    const key = randomUUID();
    const paid = await payments.pay(
      guestToken,
      {
        type: 'Activity',
        activityBookingNo: no,
        amount: 1,
        ...(await payments.cardIdentifier(guestToken, 'SUCCESSFUL')),
      },
      key,
    );
    expect(paid.statusCode).toBe(201);
    const charged = rowsOf<{ amount_pence: number; vendor_tx_code: string }>(
      await ctx.db.execute(
        sql`select amount_pence, vendor_tx_code from payment where idempotency_key = ${key}`,
      ),
    );
    expect(charged[0]!.amount_pence).toBe(2200);
    expect(charged[0]!.vendor_tx_code).toMatch(/^AB\d+-/);
    const { body } = await call('GET', `/api/activity_bookings/${no}`, guestToken);
    expect(body.data.booking).toMatchObject({ outstanding_amount: '0.00', confirmed: 'true' });

    const mails = (await ctx.outbox('guest@brackenbay.example')).filter((m) => m.subject.includes(no));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`${no}-1 Adult`);
    expect(mails[0]!.text).toContain(`${no}-3 Child`);
    expect(mails[0]!.text).toContain(`/activity-session/${no}`);

    const again = await payments.pay(guestToken, {
      type: 'Activity',
      activityBookingNo: no,
      ...(await payments.cardIdentifier(guestToken, 'SUCCESSFUL')),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Nothing is outstanding on this activity booking.');

    const confirmed = await call('PUT', `/api/activity_bookings/${id}/confirm`, guestToken);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.elite_data.confirmed).toBe('true');
    const after = (await ctx.outbox('guest@brackenbay.example')).filter((m) => m.subject.includes(no));
    expect(after).toHaveLength(1);
  });

  it("answers someone else's activity booking, stay and payment exactly as missing ones", async () => {
    const stranger = await ctx.newUser();
    const theirs = await call('GET', `/api/activity_bookings/${no}`, stranger.token);
    const missing = await call('GET', '/api/activity_bookings/AB9999999', stranger.token);
    expect(theirs).toEqual(missing);
    expect(theirs.status).toBe(404);
    const stay = await call('GET', `/api/bookings/${stayId}/activity_bookings`, stranger.token);
    const noStay = await call('GET', '/api/bookings/99999999/activity_bookings', stranger.token);
    expect(stay).toEqual(noStay);
    expect(stay.status).toBe(404);
    const confirm = await call('PUT', `/api/activity_bookings/${id}/confirm`, stranger.token);
    const noConfirm = await call('PUT', '/api/activity_bookings/99999999/confirm', stranger.token);
    expect(confirm).toEqual(noConfirm);
    const pay = await payments.pay(stranger.token, {
      type: 'Activity',
      activityBookingNo: no,
      ...(await payments.cardIdentifier(stranger.token, 'SUCCESSFUL')),
    });
    expect(pay.statusCode).toBe(404);
    expect((await call('GET', `/api/activity_bookings/${no}`)).status).toBe(401);
  });
});

describe('free sessions, visits and the activity view', () => {
  it('confirms a free session at once and e-mails its tickets', async () => {
    const made = await book(open('RH-BNGO'), [{ code: 'ADULT', quantity: 2 }]);
    const no = made.body.data.activity_booking_no;
    const { body } = await call('GET', `/api/activity_bookings/${no}`, guestToken);
    expect(body.data.booking).toMatchObject({ outstanding_amount: '0.00', confirmed: 'true' });
    const mails = (await ctx.outbox('guest@brackenbay.example')).filter((m) => m.subject.includes(no));
    expect(mails).toHaveLength(1);
  });

  it('refuses a session outside the stay', async () => {
    // A session that is still bookable (not today's, which may have started by the time the test
    // runs), only not during the stay.
    const [outside] = rowsOf<{ session_no: string }>(
      await ctx.db.execute(sql`
        select s.session_no from activity_session s join activity a on a.id = s.activity_id
        where a.activity_code = 'RH-BNGO'
          and s.date > current_date + 1
          and s.date < (select arrival_date from booking where booking_no = ${upcoming})
        order by s.date limit 1`),
    );
    const response = await book({ no: outside!.session_no, activity_code: 'RH-BNGO' } as Session, [
      { code: 'ADULT', quantity: 1 },
    ]);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('This session is not during your stay.');
  });

  it("books tickets against an owner's visit, and only their own", async () => {
    const ownerToken = await signIn('owner@brackenbay.example', 'LighthouseKeeper26');
    const [visit] = rowsOf<{ id: number }>(
      await ctx.db.execute(sql`
        insert into owner_visit (user_id, park_id, start_date, end_date)
        select u.id, p.id, current_date + 10, current_date + 16
        from user_account u, park p where u.email = 'owner@brackenbay.example' and p.park_code = 'RH'
        returning id`),
    );
    const [wine] = rowsOf<{ session_no: string }>(
      await ctx.db.execute(sql`
        select s.session_no from activity_session s join activity a on a.id = s.activity_id
        where a.activity_code = 'RH-WINE' and s.date between current_date + 10 and current_date + 16
        order by s.date limit 1`),
    );
    const payload = {
      activity_session: wine!.session_no,
      activity_no: 'RH-WINE',
      visit_id: visit!.id,
      tickets: [{ code: 'ADULT', quantity: 2 }],
    };
    const made = await call('POST', '/api/activity_bookings', ownerToken, payload);
    expect(made.status).toBe(201);
    const { body } = await call(
      'GET',
      `/api/activity_bookings/${made.body.data.activity_booking_no}`,
      ownerToken,
    );
    expect(body.data.data).toMatchObject({ visit_id: visit!.id, booking_no: null, activity_no: 'RH-WINE' });

    const guestTry = await call('POST', '/api/activity_bookings', guestToken, {
      ...payload,
      activity_no: 'RH-BNGO',
      activity_session: open('RH-BNGO').no,
    });
    expect(guestTry.status).toBe(404);
  });

  it("caps an owner's visit's tickets for one session at the party it was planned for", async () => {
    const ownerToken = await signIn('owner@brackenbay.example', 'LighthouseKeeper26');
    const [rh] = rowsOf<{ id: number }>(
      await ctx.db.execute(sql`select id from park where park_code = 'RH'`),
    );
    const today = rowsOf<{ today: string }>(await ctx.db.execute(sql`select current_date::text as today`))[0]!
      .today;
    const planned = await call('POST', '/api/users/visits', ownerToken, {
      park_id: rh!.id,
      start_date: addDays(today, 30),
      end_date: addDays(today, 36),
      no_of_adults: 1,
      no_of_children: 1,
    });
    expect(planned.status).toBe(201);
    expect(planned.body.data).toMatchObject({ no_of_adults: 1, no_of_children: 1 });
    const [wine] = rowsOf<{ session_no: string }>(
      await ctx.db.execute(sql`
        select s.session_no from activity_session s join activity a on a.id = s.activity_id
        where a.activity_code = 'RH-WINE' and s.date between current_date + 30 and current_date + 36
        order by s.date limit 1`),
    );
    const bookWine = (quantity: number) =>
      call('POST', '/api/activity_bookings', ownerToken, {
        activity_session: wine!.session_no,
        activity_no: 'RH-WINE',
        visit_id: planned.body.data.id,
        tickets: [{ code: 'ADULT', quantity }],
      });
    expect((await bookWine(3)).body).toMatchObject({
      code: 'PARTY_TICKETS',
      message: partyTicketsMessage(2, 0),
    });
    expect((await bookWine(2)).status).toBe(201);
    expect(await bookWine(1)).toMatchObject({
      status: 409,
      body: { code: 'PARTY_TICKETS', message: partyTicketsMessage(2, 2) },
    });

    // Planned with park and dates only, as the first version did: two adults.
    const plain = await call('POST', '/api/users/visits', ownerToken, {
      park_id: rh!.id,
      start_date: addDays(today, 40),
      end_date: addDays(today, 41),
    });
    expect(plain.body.data).toMatchObject({ no_of_adults: 2, no_of_children: 0 });
  });

  it('shows an activity, and to a signed-in guest their upcoming stays at its park with its bookings', async () => {
    const anonymous = await call('GET', '/api/activities/RH-ARCH');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.data).toMatchObject({
      activity: { activity_code: 'RH-ARCH', name: 'Archery Taster' },
      visits: [],
      bookings: [],
    });
    const mine = await call('GET', `/api/activities/${encodeURIComponent('RH-ARCH')}`, guestToken);
    const stays = mine.body.data.bookings as { booking_no: string; activity_bookings: unknown[] }[];
    expect(stays.map((s) => s.booking_no)).toEqual([upcoming]);
    expect(stays[0]!.activity_bookings.length).toBeGreaterThanOrEqual(2);
    expect((await call('GET', '/api/activities/NO-SUCH')).status).toBe(404);
  });
});
