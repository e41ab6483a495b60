import { addDays, londonToday, type TAllocationBoard } from '@parkstays/contract';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, type NewGuest, signUp, tokenOf } from './fixtures';

/** The demo's receptionist. */
export const RECEPTION = { email: 'reception@brackenbay.example', password: 'FrontDeskWelcome26' };
/** The demo's activities staff: they run the sessions and check tickets in at the door. */
export const ACTIVITIES_STAFF = { email: 'activities@brackenbay.example', password: 'BingoCallerFriday26' };

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A card expiry (MMYY) two years ahead. */
export function futureExpiry() {
  const now = new Date();
  return `${String(now.getMonth() + 1).padStart(2, '0')}${String((now.getFullYear() + 2) % 100).padStart(2, '0')}`;
}

/** yyyy-mm-dd → dd/mm/yyyy */
export function ukDate(iso: string) {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

// Beside the other helpers, where the journeys have always found it.
export { tokenOf } from './fixtures';

/** Makes a new guest's account through the API (its address unconfirmed); answers their bearer token. */
export async function signUpGuest(request: APIRequestContext, guest: NewGuest) {
  await signUp(request, guest);
  return tokenOf(request, guest);
}

/** A row of GET /api/bookings, as the journeys read it. */
export type BookingListRow = {
  id: number;
  booking_no: string;
  arrival_date: string;
  no_of_nights: number;
  park: { park_code: string };
};

/** The pay button: it says how much is taken now ("Pay £140.00 now"). */
export const PAY_BUTTON = /^Pay £[\d,]+\.\d{2} now$/;
/** The box agreeing to the booking terms (a stay) or the terms and privacy policy (anything else). */
export const AGREE_BOX = /^I (have read and )?agree to the/;

/** Fills the card form (a test card, an expiry ahead, CV2 123) and agrees to the terms; does not pay. */
export async function fillCard(payment: Locator, name: string, number = '4929000000006') {
  await payment.getByLabel('Name on card').fill(name);
  await payment.getByLabel('Card number').fill(number);
  await payment.getByLabel('Expiry date (MMYY)').fill(futureExpiry());
  await payment.getByLabel('CV2').fill('123');
  await payment.getByLabel(AGREE_BOX).check();
}

export type OwnerVisit = {
  id: number;
  visit_start_date: string;
  visit_end_date: string;
  park: { park_code: string };
  activitybookings: unknown[];
};

/** A visit an owner plans through the API, as Plan a Visit does: two adults unless said. */
export async function planVisit(
  request: APIRequestContext,
  token: string,
  visit: { parkId: number; start: string; end: string; party?: Party },
) {
  const party = visit.party ?? TWO_ADULTS;
  const planned = await request.post('/api/users/visits', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      park_id: visit.parkId,
      start_date: visit.start,
      end_date: visit.end,
      no_of_adults: party.adults,
      no_of_children: party.children,
    },
  });
  expect(planned.status(), 'the planned visit').toBe(201);
  return (await planned.json()).data as OwnerVisit;
}

/** The first session of an activity that Book Now can book: opens its ticket choice. */
export async function openTicketChoice(page: Page, activityName: string) {
  const activity = page.getByRole('region', { name: activityName, exact: true });
  await expect(activity).toBeVisible();
  const book = activity
    .getByRole('button', { name: /^Book Now/ })
    .and(page.locator(':enabled'))
    .first();
  await book.click();
  const dialog = page.getByRole('dialog', { name: `Book ${activityName}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Books the tickets chosen in the ticket choice and waits for the activity session page;
 * answers the activity booking number at the end of its address.
 */
export async function bookTickets(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Book Ticket' }).click();
  await expect(page).toHaveURL(/\/activity-session\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Your activity session', level: 1 })).toBeVisible();
  return decodeURIComponent(/\/activity-session\/([^/?#]+)/.exec(page.url())?.[1] ?? '');
}

/** Who is coming on a stay: its activity tickets per session are at most these together. */
export type Party = { adults: number; children: number };
const TWO_ADULTS: Party = { adults: 2, children: 0 };

/** A grade at the park with a unit free for a week from `arrival` for the party. */
export async function freeGrade(
  request: APIRequestContext,
  arrival: string,
  parkCode = 'RH',
  party: Party = TWO_ADULTS,
) {
  const search = await request.get(
    `/api/find-availability?booking_type=1&park_code=${parkCode}&arrival_date=${arrival}&no_of_nights=7&no_of_adults=${party.adults}&no_of_children=${party.children}`,
  );
  const rows = (await search.json()).data as {
    grade_code: string;
    arrival_date: string;
    available_count: number;
  }[];
  const free = rows.find((row) => row.arrival_date === arrival && row.available_count > 0);
  expect(free, `a free stay at ${parkCode} on ${arrival}`).toBeTruthy();
  return free!.grade_code;
}

/**
 * A new stay for a signed-in guest at a park with activities, confirmed by a deposit through the
 * card sandbox (the API calls the browser would make): a booking with a balance still to pay, of
 * its own, so a test never depends on another test leaving a demo booking unpaid. Only a paid stay
 * takes activity tickets, at most one per person of its party.
 */
export async function stayWithBalance(
  request: APIRequestContext,
  token: string,
  guest: { firstName: string; lastName: string; email: string },
  arrival: string,
  parkCode = 'RH',
  party: Party = TWO_ADULTS,
) {
  return bookAndPay(request, token, guest, {
    gradeCode: await freeGrade(request, arrival, parkCode, party),
    arrival,
    nights: 7,
    type: 'Deposit',
    party,
  });
}

/** A week's stay booked through the API and not paid: held, so it takes no activity tickets yet. */
export async function heldStay(
  request: APIRequestContext,
  token: string,
  guest: { firstName: string; lastName: string; email: string },
  arrival: string,
  parkCode = 'RH',
) {
  const gradeCode = await freeGrade(request, arrival, parkCode, TWO_ADULTS);
  return bookStay(request, token, guest, { gradeCode, arrival, nights: 7, party: TWO_ADULTS });
}

/**
 * Tomorrow's arrival, made as a guest would through the API: a new guest books three nights
 * arriving tomorrow, in a grade that also has a unit free for a week from the day after, and pays
 * in full through the card sandbox.
 */
export async function tomorrowsArrival(request: APIRequestContext, guest: NewGuest) {
  const tomorrow = addDays(londonToday(), 1);
  const dayAfter = addDays(londonToday(), 2);
  const token = await signUpGuest(request, guest);
  const search = await request.get(
    `/api/find-availability?booking_type=1&park_code=RH&arrival_date=${dayAfter}&no_of_nights=7&no_of_adults=2`,
  );
  const rows = (await search.json()).data as {
    grade_code: string;
    arrival_date: string;
    available_count: number;
  }[];
  const grade = rows.find((row) => row.arrival_date === dayAfter && row.available_count > 1);
  expect(grade, `a grade at RH free for a week from ${dayAfter}`).toBeTruthy();
  const { bookingNo } = await bookAndPay(request, token, guest, {
    gradeCode: grade!.grade_code,
    arrival: tomorrow,
    nights: 3,
    type: 'Initial',
  });
  return bookingNo;
}

/** 2026-11-26 → "26 November 2026", as the calendar names its days. */
export const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

/** Chooses a day in a date field's calendar by keyboard: `steps` days on from the one it opens at. */
export async function moveDate(
  page: Page,
  scope: Locator,
  label: RegExp,
  calendarName: string,
  steps: number,
) {
  await scope.getByRole('button', { name: label }).focus();
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog', { name: calendarName });
  // The calendar puts the focus on its day once it has drawn: the keys go there, not before.
  await expect(calendar.getByRole('grid').getByRole('button').and(page.locator(':focus'))).toHaveCount(1);
  for (let step = 0; step < steps; step++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
}

/** A park's allocation board as reception's API answers it. */
export async function boardOf(
  request: APIRequestContext,
  token: string,
  parkCode: string,
  from: string,
  nights = 14,
) {
  const response = await request.get(`/api/admin/board?park_code=${parkCode}&from=${from}&nights=${nights}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).data as TAllocationBoard;
}

const overlaps = (a: { arrival_date: string; no_of_nights: number }, first: string, nights: number) =>
  a.arrival_date < addDays(first, nights) && first < addDays(a.arrival_date, a.no_of_nights);

/** The units of a grade with nothing on them for these nights. */
export function freeUnits(board: TAllocationBoard, gradeCode: string, first: string, nights: number) {
  const grade = board.grades.find((g) => g.grade_code === gradeCode)!;
  return grade.units.filter(
    (u) => !board.bars.some((bar) => bar.unit_id === u.unit_id && overlaps(bar, first, nights)),
  );
}

type Guest = { firstName: string; lastName: string; email: string };
type StayChoice = { gradeCode: string; arrival: string; nights: number; party?: Party };

/**
 * Asks for a stay through the API with what the booking form sends (two adults unless said):
 * signed in with `token`, or, without one, with `more` such as a password for a new account.
 * The raw answer.
 */
export function requestStay(
  request: APIRequestContext,
  token: string | undefined,
  guest: Guest,
  stay: StayChoice,
  more: Record<string, string> = {},
) {
  const party = stay.party ?? TWO_ADULTS;
  return request.post('/api/bookings', {
    headers: token ? bearer(token) : {},
    data: {
      grade_code: stay.gradeCode,
      arrival_date: stay.arrival,
      no_of_nights: stay.nights,
      no_of_adults: party.adults,
      no_of_children: party.children,
      first_name: guest.firstName,
      last_name: guest.lastName,
      email: guest.email,
      phone_number: '07700900123',
      address_1: '3 Harbour Row',
      city: 'Whitby',
      postcode: 'YO211AA',
      country_code: 'GB',
      ...more,
    },
  });
}

/** A stay booked through the API as a signed-in guest, not paid yet (held). */
export async function bookStay(request: APIRequestContext, token: string, guest: Guest, stay: StayChoice) {
  const made = await requestStay(request, token, guest, stay);
  expect(made.status()).toBe(201);
  const { id, booking_no: bookingNo } = (await made.json()).data as { id: number; booking_no: string };
  return { id, bookingNo };
}

/**
 * A stay booked through the API as a signed-in guest and paid through the card sandbox (the calls
 * the browser would make): a deposit, or in full ('Initial'); for two adults unless said.
 */
export async function bookAndPay(
  request: APIRequestContext,
  token: string,
  guest: { firstName: string; lastName: string; email: string },
  stay: { gradeCode: string; arrival: string; nights: number; type: 'Deposit' | 'Initial'; party?: Party },
) {
  const { id, bookingNo } = await bookStay(request, token, guest, stay);
  await payByCard(
    request,
    token,
    guest,
    { type: stay.type, bookingNumber: String(id) },
    `e2e-${stay.type.toLowerCase()}-${id}-${Date.now()}`,
  );
  return { id, bookingNo };
}

/**
 * A payment by card through the card sandbox, as the browser makes it: a session key from us, a
 * card identifier from the provider, then the payment (`payment` says what for) with the
 * Idempotency-Key `key`.
 */
export async function payByCard(
  request: APIRequestContext,
  token: string,
  payer: { firstName: string; lastName: string },
  payment: Record<string, unknown>,
  key: string,
) {
  const session = (await (await request.get('/api/payments/session-key', { headers: bearer(token) })).json())
    .data;
  const card = await request.post('/api/v1/card-identifiers', {
    headers: bearer(session.merchantSessionKey),
    data: {
      cardDetails: {
        cardholderName: 'SUCCESSFUL',
        cardNumber: '4929000000006',
        expiryDate: futureExpiry(),
        securityCode: '123',
      },
    },
  });
  const paid = await request.post('/api/payments', {
    headers: { ...bearer(token), 'idempotency-key': key },
    data: {
      merchantSessionKey: session.merchantSessionKey,
      cardIdentifier: (await card.json()).cardIdentifier,
      ...payment,
      customerFirstName: payer.firstName,
      customerLastName: payer.lastName,
      address1: '1 Harbour Row',
      city: 'Whitby',
      postalCode: 'YO211AA',
      // As the guest does by ticking the box beside the pay button.
      termsAgreed: true,
    },
  });
  expect(paid.status()).toBe(201);
}

/** What an activity booking asks for, as the activities page sends it. */
export type ActivityBookingBody = {
  activity_session: string;
  activity_no: string;
  booking_no?: string;
  visit_id?: number;
  tickets: unknown;
};

/** Books tickets through the API, as the page would; answers the activity booking number. */
export async function bookActivityTickets(
  request: APIRequestContext,
  token: string,
  body: ActivityBookingBody,
) {
  const response = await request.post('/api/activity_bookings', { headers: bearer(token), data: body });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data.activity_booking_no as string;
}

/**
 * A new activity of a test's own at Robin Hood's Bay, made by the admin (`adminToken`) through the
 * API as the Activities screen would: an Adult ticket at `pricePence` and one session.
 */
export async function activityWithSession(
  request: APIRequestContext,
  adminToken: string,
  activity: {
    code: string;
    name: string;
    description: string;
    pricePence: number;
    session: { date: string; start: string; end: string; capacity: number };
  },
) {
  const headers = bearer(adminToken);
  const parks = (await (await request.get('/api/admin/activities', { headers })).json()).data.parks as {
    id: number;
    title: string;
  }[];
  const park = parks.find((p) => p.title === "Robin Hood's Bay")!;
  const made = await request.post('/api/admin/activities', {
    headers,
    data: {
      activity_code: activity.code,
      park_id: park.id,
      name: activity.name,
      image_url: '',
      description: activity.description,
      owner_only: false,
      minimum_hours_before_booking: null,
      maximum_hours_before_booking: null,
      position: 9,
    },
  });
  expect(made.status(), 'the activity').toBe(201);
  const { id, activity_code } = (await made.json()).data as { id: number; activity_code: string };
  const ticket = await request.post(`/api/admin/activities/${id}/ticket-types`, {
    headers,
    data: { code: 'ADULT', name: 'Adult', type: 'adult', price_pence: activity.pricePence },
  });
  expect(ticket.status(), 'its ticket type').toBe(201);
  const { date, start, end, capacity } = activity.session;
  const added = await request.post(`/api/admin/activities/${id}/sessions`, {
    headers,
    data: { kind: 'one', date, start_time: start, end_time: end, capacity },
  });
  expect(added.status(), 'its session').toBe(201);
  const [session] = (await added.json()).data as { id: number; session_no: string; start_time: string }[];
  return { id, activity_code, parkId: park.id, session: session! };
}
