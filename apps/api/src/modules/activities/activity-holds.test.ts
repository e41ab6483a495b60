import { NOT_ENOUGH_TICKETS_MESSAGE, partyTicketsMessage, STAY_NOT_PAID_MESSAGE } from '@parkstays/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activity, activityBooking, activitySession, booking, grade, ticketType } from '../../db/schema';
import { cardPayments } from '../../test/card-payments';
import { catalogueContext } from '../../test/catalogue-context';
import type { catalogueFactory } from '../../test/catalogue-factory';
import type { TestContext } from '../../test/harness';
import { ACTIVITY_BOOKING_RELEASED_MESSAGE } from './activities.service';

const MINUTE = 60_000;
const HOLD_MINUTES = 30;

let ctx: TestContext;
let make: ReturnType<typeof catalogueFactory>;
let gradeId: number;
let units: number[];
let parkId: number;
/** The server's clock, as the tests have moved it on: holds are written relative to it. */
const serverNow = () => ctx.now().getTime();
const advance = (minutes: number) => ctx.advanceClock(minutes * MINUTE);

type Guest = { id: number; token: string };
let sessionCount = 0;

const call = async (method: 'GET' | 'PUT' | 'POST', url: string, token?: string, payload?: object) => {
  const response = await ctx.request({ method, url, token, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() };
};

/**
 * A stay of the guest's covering days 10 to 17 for a party of `adults` (and no children):
 * confirmed, or held until `heldFor` minutes from now.
 */
async function stayFor(guest: Guest, heldFor?: number, adults = 2) {
  const row = await make.booking({
    gradeId,
    unitId: units.shift()!,
    arrivalOffset: 10,
    nights: 7,
    adults,
    status: heldFor === undefined ? 'confirmed' : 'held',
    ...(heldFor === undefined ? {} : { holdExpiresAt: new Date(serverNow() + heldFor * MINUTE) }),
  });
  await ctx.db.update(booking).set({ userId: guest.id }).where(eq(booking.id, row.id));
  return row;
}

/** A session on `day` (from today) of an activity at the park: `pricePence` 0 makes it free. */
async function session(capacity: number, pricePence: number, day = 12) {
  sessionCount += 1;
  const code = `HOLD-${sessionCount}`;
  const [made] = await ctx.db
    .insert(activity)
    .values({ activityCode: code, parkId, name: `Hold test ${sessionCount}` })
    .returning();
  await ctx.db
    .insert(ticketType)
    .values({ activityId: made!.id, code: 'ADULT', name: 'Adult', type: 'adult', pricePence });
  const [row] = await ctx.db
    .insert(activitySession)
    .values({
      sessionNo: `HS${sessionCount}`,
      activityId: made!.id,
      date: make.day(day),
      startTime: '10:00',
      endTime: '11:00',
      capacity,
    })
    .returning();
  return { id: row!.id, no: row!.sessionNo, code };
}

const book = (s: { no: string; code: string }, stayNo: string, guest: Guest, quantity: number) =>
  call('POST', '/api/activity_bookings', guest.token, {
    activity_session: s.no,
    activity_no: s.code,
    booking_no: stayNo,
    tickets: [{ code: 'ADULT', quantity }],
  });

/** What a guest is shown of the session: the tickets left (Book Now while above 0, else Sold Out). */
const ticketsLeft = async (s: { no: string }, day = 12) => {
  const { body } = await call(
    'GET',
    `/api/parks/${parkId}/activity-sessions?start_date_filter=${make.day(day)}&end_date_filter=${make.day(day)}`,
  );
  return (body.data as { no: string; no_of_available_tickets: number }[]).find((x) => x.no === s.no)!
    .no_of_available_tickets;
};

const sold = async (sessionId: number) =>
  (await ctx.db.select().from(activitySession).where(eq(activitySession.id, sessionId)))[0]!.ticketsSold;
const activityBookingRow = async (no: string) =>
  (await ctx.db.select().from(activityBooking).where(eq(activityBooking.activityBookingNo, no)))[0]!;

beforeAll(async () => {
  ({ ctx, make } = await catalogueContext({ BOOKING_HOLD_MINUTES: String(HOLD_MINUTES) }));
  const park = await make.park();
  parkId = park.id;
  const made = await make.grade({ parkId, units: 12 });
  gradeId = made.id;
  units = made.units.map((u) => u.id);
}, 120_000);
afterAll(() => ctx.close());

describe('unpaid activity bookings of paid sessions hold their tickets for a limited time', () => {
  it('gives back the 6 tickets of an unpaid booking as soon as its hold lapses, before any release runs', async () => {
    const archery = await session(6, 800);
    const holder = await ctx.newUser();
    const other = await ctx.newUser();
    const holderStay = await stayFor(holder, undefined, 6);
    const otherStay = await stayFor(other);

    const taken = await book(archery, holderStay.bookingNo, holder, 6);
    expect(taken.status).toBe(201);
    const no = taken.body.data.activity_booking_no as string;
    expect(await ticketsLeft(archery)).toBe(0);
    expect(await book(archery, otherStay.bookingNo, other, 1)).toMatchObject({
      status: 409,
      body: { message: NOT_ENOUGH_TICKETS_MESSAGE },
    });

    advance(HOLD_MINUTES + 1);
    // Nothing has let it go yet (no scheduled work in tests), but the guest already sees the tickets.
    expect(await sold(archery.id)).toBe(6);
    expect(await ticketsLeft(archery)).toBe(6);
    // Booking the session releases its lapsed holds first: nobody waits for the scheduled job.
    const after = await book(archery, otherStay.bookingNo, other, 1);
    expect(after.status).toBe(201);
    expect(await sold(archery.id)).toBe(1);
    expect(await ticketsLeft(archery)).toBe(5);
    expect((await activityBookingRow(no)).cancelledAt).not.toBeNull();
    process.stdout.write(
      `session of 6: unpaid booking of 6 shown free once its hold lapsed, then released; tickets sold now ${await sold(archery.id)}\n`,
    );
  });

  it('holds an unpaid booking against a confirmed stay for the stays’ hold time, then lets it go', async () => {
    const swim = await session(8, 1200);
    const guest = await ctx.newUser();
    const stay = await stayFor(guest, undefined, 3);
    const before = serverNow();
    const made = await book(swim, stay.bookingNo, guest, 3);
    expect(made.status).toBe(201);
    const no = made.body.data.activity_booking_no as string;
    const held = Date.parse(made.body.data.hold_expires_at);
    expect(held - before).toBeGreaterThan((HOLD_MINUTES - 1) * MINUTE);
    expect(held - before).toBeLessThanOrEqual(HOLD_MINUTES * MINUTE);

    const shown = await call('GET', `/api/activity_bookings/${no}`, guest.token);
    expect(shown.body.data.booking).toMatchObject({
      outstanding_pence: 3600,
      confirmed: 'false',
      hold_expires_at: made.body.data.hold_expires_at,
    });
    const listed = await call('GET', `/api/bookings/${stay.id}/activity_bookings`, guest.token);
    expect(listed.body.data[0].elite_data.hold_expires_at).toBe(made.body.data.hold_expires_at);

    advance(HOLD_MINUTES - 1);
    await ctx.app.activities.releaseLapsedHolds();
    expect(await sold(swim.id)).toBe(3);

    advance(2);
    // Lapsed: shown free at once, before anything lets it go.
    expect(await sold(swim.id)).toBe(3);
    expect(await ticketsLeft(swim)).toBe(8);
    // (The first test's last booking lapses now too.)
    expect(await ctx.app.activities.releaseLapsedHolds()).toBe(2);
    expect(await ctx.app.activities.releaseLapsedHolds()).toBe(0);
    expect(await sold(swim.id)).toBe(0);

    // The guest no longer sees it anywhere, cannot confirm it, and its tickets do not count.
    expect(await call('GET', `/api/activity_bookings/${no}`, guest.token)).toMatchObject({
      status: 404,
      body: { message: ACTIVITY_BOOKING_RELEASED_MESSAGE },
    });
    expect((await call('GET', `/api/bookings/${stay.id}/activity_bookings`, guest.token)).body.data).toEqual(
      [],
    );
    const row = await activityBookingRow(no);
    expect((await call('PUT', `/api/activity_bookings/${row.id}/confirm`, guest.token)).status).toBe(404);
    const sessions = await call(
      'GET',
      `/api/parks/${parkId}/activity-sessions?start_date_filter=${make.day(12)}&end_date_filter=${make.day(12)}`,
    );
    expect(sessions.body.data.find((s: { no: string }) => s.no === swim.no).no_of_available_tickets).toBe(8);
  });

  it('takes the activity bookings of a stay with it when the stay is cancelled, free ones too, shown free at once', async () => {
    const paid = await session(10, 500);
    const free = await session(10, 0);
    const guest = await ctx.newUser();
    const cancelling = await stayFor(guest, undefined, 4);
    const paidOne = await book(paid, cancelling.bookingNo, guest, 2);
    const freeOne = await book(free, cancelling.bookingNo, guest, 3);
    expect([paidOne.status, freeOne.status]).toEqual([201, 201]);
    expect(freeOne.body.data.hold_expires_at).toBeNull();
    const freeRow = await activityBookingRow(freeOne.body.data.activity_booking_no);
    expect(freeRow).toMatchObject({ confirmed: true, holdExpiresAt: null });
    expect([await ticketsLeft(paid), await ticketsLeft(free)]).toEqual([8, 7]);

    await ctx.db.update(booking).set({ status: 'cancelled' }).where(eq(booking.id, cancelling.id));
    expect([await ticketsLeft(paid), await ticketsLeft(free)]).toEqual([10, 10]);
    const released = await ctx.app.activities.releaseLapsedHolds();
    expect(released).toBe(2);
    expect(await ctx.app.activities.releaseLapsedHolds()).toBe(0);
    expect([await sold(paid.id), await sold(free.id)]).toEqual([0, 0]);
    expect((await call('PUT', `/api/activity_bookings/${freeRow.id}/confirm`, guest.token)).status).toBe(404);
    process.stdout.write(`stay cancelled: ${released} activity bookings released\n`);
  });

  it('leaves alone bookings with money paid or a card payment in flight', async () => {
    const show = await session(10, 1000);
    const guest = await ctx.newUser();
    const stay = await stayFor(guest, undefined, 3);
    const inFlight = (await book(show, stay.bookingNo, guest, 2)).body.data.activity_booking_no as string;
    const partPaid = (await book(show, stay.bookingNo, guest, 1)).body.data.activity_booking_no as string;
    await ctx.db
      .update(activityBooking)
      .set({ pendingPence: 2000 })
      .where(eq(activityBooking.activityBookingNo, inFlight));
    await ctx.db
      .update(activityBooking)
      .set({ paidPence: 500 })
      .where(eq(activityBooking.activityBookingNo, partPaid));

    advance(HOLD_MINUTES + 1);
    await ctx.app.activities.releaseLapsedHolds();
    expect(await sold(show.id)).toBe(3);
    expect((await activityBookingRow(inFlight)).cancelledAt).toBeNull();

    // The card was declined: nothing in flight any more, so the lapsed hold is let go.
    await ctx.db
      .update(activityBooking)
      .set({ pendingPence: 0 })
      .where(eq(activityBooking.activityBookingNo, inFlight));
    expect(await ctx.app.activities.releaseLapsedHolds()).toBe(1);
    expect(await sold(show.id)).toBe(1);
    expect((await activityBookingRow(partPaid)).cancelledAt).toBeNull();
  });

  it('refuses tickets against a held stay whose hold has already lapsed', async () => {
    const bingo = await session(10, 0);
    const guest = await ctx.newUser();
    const stay = await stayFor(guest, 5);
    advance(6);
    expect((await book(bingo, stay.bookingNo, guest, 1)).status).toBe(404);
    expect(await sold(bingo.id)).toBe(0);
  });
});

describe('who may take tickets, and how many (decision 045)', () => {
  const payments = () => cardPayments(ctx);

  /** A stay booked through the API as the guest does: held, nothing paid, arriving on day 40. */
  async function heldThroughApi(
    guest: Guest & { email: string },
    party: { adults: number; children: number },
  ) {
    const [gradeRow] = await ctx.db.select().from(grade).where(eq(grade.id, gradeId));
    const made = await call('POST', '/api/bookings', guest.token, {
      grade_code: gradeRow!.gradeCode,
      arrival_date: make.day(40),
      no_of_nights: 7,
      no_of_adults: party.adults,
      no_of_children: party.children,
      first_name: 'Ada',
      last_name: 'Byron',
      email: guest.email,
      phone_number: '07700900123',
      country_code: 'GB',
    });
    expect(made.status).toBe(201);
    return { id: made.body.data.id as number, bookingNo: made.body.data.booking_no as string };
  }

  it('refuses tickets to a stay that is only held, leaving them to others, until its deposit is paid', async () => {
    const archery = await session(12, 800, 42);
    const holder = await ctx.newUser();
    const other = await ctx.newUser();
    const otherStay = await make.booking({
      gradeId,
      unitId: units.shift()!,
      arrivalOffset: 40,
      nights: 7,
      adults: 4,
    });
    await ctx.db.update(booking).set({ userId: other.id }).where(eq(booking.id, otherStay.id));
    const held = await heldThroughApi(holder, { adults: 2, children: 1 });

    const refused = await book(archery, held.bookingNo, holder, 3);
    expect(refused).toMatchObject({
      status: 409,
      body: { code: 'STAY_NOT_PAID', message: STAY_NOT_PAID_MESSAGE },
    });
    expect(await sold(archery.id)).toBe(0);
    expect(await ticketsLeft(archery, 42)).toBe(12);
    expect((await book(archery, otherStay.bookingNo, other, 4)).status).toBe(201);

    const deposit = await payments().pay(holder.token, {
      ...(await payments().cardIdentifier(holder.token, 'SUCCESSFUL')),
      type: 'Deposit',
      bookingNumber: String(held.id),
    });
    expect(deposit.statusCode).toBe(201);
    const booked = await book(archery, held.bookingNo, holder, 3);
    expect(booked.status).toBe(201);
    expect(await ticketsLeft(archery, 42)).toBe(5);
  });

  it("caps a stay's tickets for one session at its party, counting only the tickets it still holds", async () => {
    const bingo = await session(20, 0);
    const archery = await session(20, 800);
    const guest = await ctx.newUser();
    const stay = await stayFor(guest, undefined, 3);

    expect((await book(archery, stay.bookingNo, guest, 2)).status).toBe(201);
    const over = await book(archery, stay.bookingNo, guest, 2);
    expect(over).toMatchObject({
      status: 409,
      body: {
        code: 'PARTY_TICKETS',
        message: partyTicketsMessage(3, 2),
        errors: [{ field: 'tickets', message: partyTicketsMessage(3, 2) }],
      },
    });
    expect(partyTicketsMessage(3, 2)).toBe(
      'Your party is 3 people: you can have at most 3 tickets for this session (you have 2 already).',
    );
    expect(await sold(archery.id)).toBe(2);
    expect((await book(archery, stay.bookingNo, guest, 1)).status).toBe(201);
    expect((await book(archery, stay.bookingNo, guest, 1)).body.message).toBe(partyTicketsMessage(3, 3));
    // Per session: another session takes the whole party again, and never more.
    expect((await book(bingo, stay.bookingNo, guest, 4)).body).toMatchObject({
      code: 'PARTY_TICKETS',
      message: partyTicketsMessage(3, 0),
    });
    expect((await book(bingo, stay.bookingNo, guest, 3)).status).toBe(201);

    // The unpaid archery tickets lapse: they no longer count, and the party can book again.
    advance(HOLD_MINUTES + 1);
    expect((await book(archery, stay.bookingNo, guest, 3)).status).toBe(201);
    expect(await sold(archery.id)).toBe(3);
  });
});
