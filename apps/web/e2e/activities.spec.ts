import {
  addDays,
  londonToday,
  MIN_ONE_TICKET_MESSAGE,
  nextFriday,
  OWNER_ONLY_MESSAGE,
  partyTicketsMessage,
  STAY_NOT_PAID_MESSAGE,
  TOO_MANY_TICKETS_MESSAGE,
} from '@parkstays/contract';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, type NewGuest, POSTGRES, readOutbox, test, VIEWPORTS } from './fixtures';
import {
  type ActivityBookingBody,
  bookActivityTickets,
  bookTickets,
  fillCard,
  heldStay,
  openTicketChoice,
  PAY_BUTTON,
  type Party,
  planVisit,
  signUpGuest,
  stayWithBalance,
  ukDate,
} from './helpers';

type Stay = { id: number; parkId: number; bookingNo: string; arrival: string; nights: number };

/** A stay's facts as the pages and the API calls of a test need them. */
async function stayOf(request: APIRequestContext, token: string, id: number): Promise<Stay> {
  const view = await (
    await request.get(`/api/bookings/${id}`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const booking = view.data.booking as { arrival_date: string; no_of_nights: number; park: { id: number } };
  return {
    id,
    parkId: booking.park.id,
    bookingNo: view.data.eliteData['@attributes'].booking_no,
    arrival: booking.arrival_date.slice(0, 10),
    nights: booking.no_of_nights,
  };
}

/**
 * A new guest of the test's own with a week's stay at Robin Hood's Bay four weeks ahead, its
 * deposit paid (only a paid stay takes tickets, at most one per person of its party).
 */
async function newGuestStay(request: APIRequestContext, guest: NewGuest, party: Party) {
  const token = await signUpGuest(request, guest);
  const arrival = nextFriday(addDays(londonToday(), 28));
  const { id } = await stayWithBalance(request, token, guest, arrival, 'RH', party);
  return { token, stay: await stayOf(request, token, id) };
}

/** A new guest's family stay, deposit paid, for journeys that look at activities and book none. */
const guestStay = (request: APIRequestContext, guest: NewGuest) =>
  newGuestStay(request, guest, { adults: 2, children: 2 });

/** Signs the guest in and opens Book Activities for their stay at 1280 px. */
async function openStayActivities(
  page: Page,
  signIn: (who: { email: string; password: string }) => Promise<void>,
  stay: Stay,
  anchor: string,
  who: { email: string; password: string },
) {
  await signIn(who);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto(`/booking/${stay.id}/activities${anchor}`);
}

type ApiSession = { no: string; activity_code: string; date: string; no_of_available_tickets: number };

/** The sessions at the stay's park from its arrival to its departure. */
async function sessionsOfStay(request: APIRequestContext, stay: Stay) {
  const to = addDays(stay.arrival, stay.nights);
  const answer = await request.get(
    `/api/parks/${stay.parkId}/activity-sessions?start_date_filter=${stay.arrival}&end_date_filter=${to}`,
  );
  expect(answer.status()).toBe(200);
  return (await answer.json()).data as ApiSession[];
}

function postActivityBooking(request: APIRequestContext, token: string, body: ActivityBookingBody) {
  return request.post('/api/activity_bookings', {
    headers: { authorization: `Bearer ${token}` },
    data: body,
  });
}

/** The API refuses the booking with this status and message. */
async function expectRefusedByApi(
  request: APIRequestContext,
  token: string,
  body: ActivityBookingBody,
  refusal: { status: number; message: string },
) {
  const refused = await postActivityBooking(request, token, body);
  expect(refused.status()).toBe(refusal.status);
  expect((await refused.json()).message).toBe(refusal.message);
}

async function expectTicketCodes(tickets: Locator, no: string, names: string[]) {
  for (const [index, name] of names.entries()) {
    const reference = `${no}-${index + 1}`;
    await expect(tickets.getByRole('heading', { name: `${reference} - ${name}` })).toBeVisible();
    const code = tickets.getByRole('img', { name: `QR code ${reference}` });
    await expect(code).toBeVisible();
    const box = await code.boundingBox();
    expect(box?.width).toBe(150);
    expect(box?.height).toBe(150);
  }
  await expect(tickets.getByRole('img', { name: /^QR code / })).toHaveCount(names.length);
}

test(
  'a guest books 2 adult and 1 child archery tickets for their paid stay, pays by card and gets QR tickets by e-mail',
  POSTGRES,
  async ({ page, request, guest, signIn, expectAccessible, saveScreenshot, checkBothWidths }) => {
    test.slow();
    const { stay } = await newGuestStay(request, guest, { adults: 2, children: 1 });
    await signIn(guest);
    await page.setViewportSize(VIEWPORTS.desktop);

    // From the booking page to Book Activities.
    await page.goto(`/booking/${stay.id}`);
    await page.getByRole('link', { name: 'Book Activities' }).click();
    await expect(page).toHaveURL(new RegExp(`/booking/${stay.id}/activities$`));
    await expect(page.getByRole('heading', { name: 'Book Activities', level: 1 })).toBeVisible();
    const archery = page.getByRole('region', { name: 'Archery Taster', exact: true });
    await expect(archery.getByRole('region', { name: 'Sessions of Archery Taster' })).toBeVisible();
    await expect(archery.getByText(/Duration:\s*1 hour$/)).toBeVisible();
    await checkBothWidths(page, 'activities', 'Book Activities');

    // The ticket choice: nothing chosen is refused, then 2 adults and 1 child.
    const dialog = await openTicketChoice(page, 'Archery Taster');
    await dialog.getByRole('button', { name: 'Book Ticket' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(MIN_ONE_TICKET_MESSAGE);
    await dialog.getByLabel('Adult').fill('2');
    await dialog.getByLabel('Child (4–17)').fill('1');
    await expect(dialog.getByText('£22.00')).toBeVisible();
    await saveScreenshot(page, 'activities-tickets-1280');
    await expectAccessible(page, 'the ticket choice');
    await page.setViewportSize(VIEWPORTS.phone);
    await saveScreenshot(page, 'activities-tickets-390');
    await expectAccessible(page, 'the ticket choice on a phone');
    await page.setViewportSize(VIEWPORTS.desktop);

    // The activity session page asks for the payment.
    const no = await bookTickets(page, dialog);
    await expect(page.getByText(no, { exact: true })).toBeVisible();
    await expect(page.getByText(stay.bookingNo, { exact: true })).toBeVisible();
    const payment = page.getByRole('form', { name: 'Card payment' });
    await expect(payment.getByRole('radio', { name: 'Full Payment: £22.00' })).toBeChecked();
    const tickets = page.getByRole('region', { name: 'Tickets' });
    await expect(tickets.getByText(/Your tickets will appear here once the booking is paid/)).toBeVisible();
    for (const field of ['First name', 'Surname', 'Address', 'City', 'Post code']) {
      const input = payment.getByLabel(field, { exact: true });
      if (!(await input.inputValue())) await input.fill(field === 'Post code' ? 'YO112AB' : 'Carter');
    }
    await fillCard(payment, 'SUCCESSFUL');
    await checkBothWidths(page, 'activity-session-payment', 'the activity session page with its card form');
    await payment.getByRole('button', { name: PAY_BUTTON }).click();

    // Paid: confirmed, three tickets with their QR codes, and no card form.
    await expect(
      page.getByText('Your activity booking is confirmed. Your tickets are on their way by e-mail.'),
    ).toBeVisible();
    await expect(payment).toHaveCount(0);
    await expectTicketCodes(tickets, no, ['Adult', 'Adult', 'Child (4–17)']);
    await checkBothWidths(page, 'activity-session', 'the activity session page with tickets');

    // The tickets e-mail.
    await expect
      .poll(async () => {
        const data = await readOutbox(request, guest.email);
        return data.some((mail) => mail.subject.includes(`(${no})`));
      })
      .toBe(true);
    const mails = await readOutbox(request, guest.email);
    const mail = mails.find((m) => m.subject.includes(`(${no})`))!;
    expect(mail.subject).toMatch(/^Your tickets: Archery Taster/);
    expect(mail.text).toContain(`${no}-1`);
    expect(mail.text).toContain(`${no}-3`);
  },
);

test('a free bingo session is confirmed without a payment, its tickets straight away', async ({
  page,
  request,
  guest,
  signIn,
}) => {
  const { stay } = await newGuestStay(request, guest, { adults: 2, children: 2 });
  await openStayActivities(page, signIn, stay, '', guest);
  const dialog = await openTicketChoice(page, 'Family Bingo Night');
  await dialog.getByLabel('Adult').fill('2');
  await dialog.getByLabel('Child (4–17)').fill('2');
  await expect(dialog.getByText('£0.00')).toBeVisible();
  const no = await bookTickets(page, dialog);
  await expect(page.getByText(new RegExp(`Activity booking ${no} is confirmed`))).toBeVisible();
  await expect(page.getByRole('form', { name: 'Card payment' })).toHaveCount(0);
  await expectTicketCodes(page.getByRole('region', { name: 'Tickets' }), no, [
    'Adult',
    'Adult',
    'Child (4–17)',
    'Child (4–17)',
  ]);
});

test('eight tickets are refused, on the page and by the API, with the documented message', async ({
  page,
  request,
  guest,
  signIn,
}) => {
  const { token, stay } = await guestStay(request, guest);
  await openStayActivities(page, signIn, stay, '', guest);
  const dialog = await openTicketChoice(page, 'Archery Taster');
  const adult = dialog.getByLabel('Adult');
  await expect(adult).toHaveAttribute('max', '7');
  await adult.fill('4');
  await dialog.getByLabel('Child (4–17)').fill('4');
  await dialog.getByRole('button', { name: 'Book Ticket' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(TOO_MANY_TICKETS_MESSAGE);
  await expect(page).toHaveURL(new RegExp(`/booking/${stay.id}/activities$`));

  // The API says the same to anyone who asks it directly.
  const archery = (await sessionsOfStay(request, stay)).find(
    (s) => s.activity_code === 'RH-ARCH' && s.no_of_available_tickets >= 8,
  )!;
  await expectRefusedByApi(
    request,
    token,
    {
      activity_session: archery.no,
      activity_no: 'RH-ARCH',
      booking_no: stay.bookingNo,
      tickets: [
        { code: 'ADULT', quantity: 4 },
        { code: 'CHILD', quantity: 4 },
      ],
    },
    { status: 400, message: TOO_MANY_TICKETS_MESSAGE },
  );
});

test('sessions outside the booking window show the restrictions and cannot be booked', async ({
  page,
  request,
  guest,
  signIn,
  saveScreenshot,
}) => {
  const { token, stay } = await guestStay(request, guest);
  await openStayActivities(page, signIn, stay, '', guest);
  // Swimming Lessons can be booked at most 7 days ahead; the stay is weeks away.
  const swim = page.getByRole('region', { name: 'Swimming Lessons', exact: true });
  await expect(swim.getByText('Booking Time Restrictions')).toBeVisible();
  await expect(
    swim.getByText('This activity can be booked at most 7 days before the start time.'),
  ).toBeVisible();
  const buttons = swim.getByRole('button', { name: /^Book Now/ });
  await expect(buttons.first()).toBeDisabled();
  for (const button of await buttons.all()) await expect(button).toBeDisabled();
  await expect(swim.getByText('Not open for booking yet').first()).toBeVisible();
  await page.setViewportSize(VIEWPORTS.phone);
  await saveScreenshot(page, 'activities-390-window');
  await page.setViewportSize(VIEWPORTS.desktop);

  // Archery's notice: at least 2 hours before.
  await expect(
    page
      .getByRole('region', { name: 'Archery Taster', exact: true })
      .getByText('This activity must be booked at least 2 hours before the start time.'),
  ).toBeVisible();

  // The API refuses it too.
  const session = (await sessionsOfStay(request, stay)).find((s) => s.activity_code === 'RH-SWIM')!;
  await expectRefusedByApi(
    request,
    token,
    {
      activity_session: session.no,
      activity_no: 'RH-SWIM',
      booking_no: stay.bookingNo,
      tickets: [{ code: 'CHILD', quantity: 1 }],
    },
    { status: 400, message: 'This activity can be booked at most 7 days before the start time.' },
  );
});

test('the owner-only wine tasting is refused to a guest who is not an owner', async ({
  page,
  request,
  guest,
  signIn,
  checkBothWidths,
}) => {
  const { token, stay } = await guestStay(request, guest);
  await openStayActivities(page, signIn, stay, '#activity-RH-WINE', guest);
  const wine = page.getByRole('region', { name: 'Owners’ Wine Tasting', exact: true });
  await expect(wine.getByText(OWNER_ONLY_MESSAGE)).toBeVisible();
  for (const button of await wine.getByRole('button', { name: /^Book Now/ }).all()) {
    await expect(button).toBeDisabled();
  }
  // The address's anchor brings it into view.
  await expect(wine).toBeInViewport();

  // The activity's own page says the same.
  await page.goto('/activity/RH-WINE');
  await expect(page.getByRole('heading', { name: 'Owners’ Wine Tasting', level: 1 })).toBeVisible();
  await expect(page.getByText(OWNER_ONLY_MESSAGE)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Upcoming Owner Visits' })).toBeDisabled();
  await expect(page.getByRole('tab', { name: 'Upcoming Bookings' })).toHaveAttribute('aria-selected', 'true');
  const upcoming = page.getByRole('tabpanel');
  await expect(upcoming.getByText(new RegExp(`^Booking ${stay.bookingNo} · `))).toBeVisible();
  await expect(upcoming.getByRole('link', { name: `Book Activities for ${stay.bookingNo}` })).toHaveAttribute(
    'href',
    new RegExp(`/booking/${stay.id}/activities#activity-RH-WINE$`),
  );
  await checkBothWidths(page, 'activity-view', 'the activity page');

  const session = (await sessionsOfStay(request, stay)).find((s) => s.activity_code === 'RH-WINE')!;
  await expectRefusedByApi(
    request,
    token,
    {
      activity_session: session.no,
      activity_no: 'RH-WINE',
      booking_no: stay.bookingNo,
      tickets: [{ code: 'ADULT', quantity: 1 }],
    },
    { status: 403, message: OWNER_ONLY_MESSAGE },
  );
});

test('the stargazing description shows its words without running its script or onerror handler', async ({
  page,
  request,
  guest,
  signIn,
  checkBothWidths,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  // A visitor: the activity's page, and a prompt to log in instead of the tabs.
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/activity/RH-STAR');
  await expect(page.getByRole('heading', { name: 'Stargazing on the Cliffs', level: 1 })).toBeVisible();
  await expect(page.getByText('Telescopes, hot chocolate and the Milky Way.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Log In' })).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expect(page.locator('main script')).toHaveCount(0);
  await expect(page.locator('main [onerror]')).toHaveCount(0);
  await checkBothWidths(page, 'activity-view-visitor', 'the activity page');

  // The private pages send a visitor to log in, to come back afterwards.
  await page.goto('/booking/1/activities');
  await expect(page).toHaveURL(/\/login\?redirect=activities%2F1$/);

  // Signed in, on the Book Activities page: the same description, runs past midnight.
  const { stay } = await guestStay(request, guest);
  await openStayActivities(page, signIn, stay, '#activity-RH-STAR', guest);
  const stars = page.getByRole('region', { name: 'Stargazing on the Cliffs', exact: true });
  await expect(stars.getByText('Telescopes, hot chocolate and the Milky Way.')).toBeVisible();
  await expect(stars.getByText(/Duration:\s*2 hours$/)).toBeVisible();
  await expect(stars.getByText('22:30 - 00:30').first()).toBeVisible();
  await expect(stars.locator('script')).toHaveCount(0);
  await expect(stars.locator('[onerror]')).toHaveCount(0);
  await expect(stars).toBeInViewport();
  expect(dialogs).toEqual([]);
});

test('Booked Activities shows each booking with its buttons, and tickets once asked for', async ({
  page,
  request,
  guest,
  signIn,
  expectAccessible,
  saveScreenshot,
  checkBothWidths,
}) => {
  const { token, stay } = await newGuestStay(request, guest, { adults: 2, children: 0 });
  const sessions = await sessionsOfStay(request, stay);
  const archery = sessions.find((s) => s.activity_code === 'RH-ARCH' && s.no_of_available_tickets >= 2)!;
  const bingo = sessions.find((s) => s.activity_code === 'RH-BNGO')!;
  const unpaid = await bookActivityTickets(request, token, {
    activity_session: archery.no,
    activity_no: 'RH-ARCH',
    booking_no: stay.bookingNo,
    tickets: [{ code: 'ADULT', quantity: 2 }],
  });
  const free = await bookActivityTickets(request, token, {
    activity_session: bingo.no,
    activity_no: 'RH-BNGO',
    booking_no: stay.bookingNo,
    tickets: [{ code: 'CHILD', quantity: 1 }],
  });

  await signIn(guest);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto(`/booking/${stay.id}`);
  await page.getByRole('link', { name: 'Booked Activities' }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/${stay.id}/booked-activities$`));
  await expect(page.getByRole('heading', { name: 'Booked Activities', level: 1 })).toBeVisible();

  const unpaidCard = page.getByRole('article', { name: 'Archery Taster' }).filter({ hasText: unpaid });
  await expect(unpaidCard.getByRole('heading', { name: 'Archery Taster' })).toBeVisible();
  await expect(unpaidCard.getByText('RH-ARCH', { exact: true })).toBeVisible();
  await expect(unpaidCard.getByText('10:00 - 11:00').or(unpaidCard.getByText('14:00 - 15:00'))).toBeVisible();
  await expect(unpaidCard.getByText('1 hour', { exact: true })).toBeVisible();
  const owing = unpaidCard.getByText('£16.00', { exact: true });
  await expect(owing).toHaveCSS('color', 'rgb(180, 35, 24)');
  await expect(unpaidCard.getByRole('link', { name: /^Make Payment/ })).toHaveAttribute(
    'href',
    `/activity-session/${unpaid}#payment`,
  );
  await expect(unpaidCard.getByRole('link', { name: /^View Details/ })).toBeVisible();

  const freeCard = page.getByRole('article', { name: 'Family Bingo Night' }).filter({ hasText: free });
  await expect(freeCard.getByRole('heading', { name: 'Family Bingo Night' })).toBeVisible();
  await expect(freeCard.getByRole('link', { name: /^Make Payment/ })).toHaveCount(0);
  await checkBothWidths(page, 'booked-activities', 'Booked Activities');

  // The tickets show without asking: the free booking's ticket; the unpaid one says when they will.
  await expectTicketCodes(freeCard, free, ['Child (4–17)']);
  await expect(page.getByRole('button', { name: /^Get Tickets/ })).toHaveCount(0);
  await expect(unpaidCard.getByText(/Your tickets will appear here once the booking is paid/)).toBeVisible();
  await saveScreenshot(page, 'booked-activities-tickets-1280');
  await expectAccessible(page, 'Booked Activities with tickets');

  // Make Payment goes to the session page's card form.
  await unpaidCard.getByRole('link', { name: /^Make Payment/ }).click();
  await expect(page).toHaveURL(new RegExp(`/activity-session/${unpaid}#payment$`));
  await expect(page.getByRole('form', { name: 'Card payment' })).toBeInViewport();
});

test('a guest whose stay is only held is asked to pay its deposit first, on the page and by the API', async ({
  page,
  request,
  guest,
  signIn,
  checkBothWidths,
}) => {
  const token = await signUpGuest(request, guest);
  const held = await heldStay(request, token, guest, nextFriday(addDays(londonToday(), 35)));
  const stay = await stayOf(request, token, held.id);
  await openStayActivities(page, signIn, stay, '', guest);
  await expect(page.getByRole('heading', { name: 'Book Activities', level: 1 })).toBeVisible();
  await expect(page.getByText(STAY_NOT_PAID_MESSAGE)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Book Now/ })).toHaveCount(0);
  await checkBothWidths(page, 'activities-stay-not-paid', 'Book Activities of a held stay');
  const pay = page.getByRole('link', { name: 'Pay for your stay' });
  await expect(pay).toHaveAttribute('href', `/booking/${stay.id}`);

  // Whoever asks the API directly is refused the same, with a code to tell it by.
  const bingo = (await sessionsOfStay(request, stay)).find((s) => s.activity_code === 'RH-BNGO')!;
  const refused = await postActivityBooking(request, token, {
    activity_session: bingo.no,
    activity_no: 'RH-BNGO',
    booking_no: stay.bookingNo,
    tickets: [{ code: 'ADULT', quantity: 1 }],
  });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ code: 'STAY_NOT_PAID', message: STAY_NOT_PAID_MESSAGE });

  await pay.click();
  await expect(page).toHaveURL(new RegExp(`/booking/${stay.id}$`));
});

test('a party of two is refused a third ticket of a session, in the ticket choice', async ({
  page,
  request,
  guest,
  signIn,
  expectAccessible,
}) => {
  const { stay } = await newGuestStay(request, guest, { adults: 2, children: 0 });
  await openStayActivities(page, signIn, stay, '', guest);
  const dialog = await openTicketChoice(page, 'Archery Taster');
  await dialog.getByLabel('Adult').fill('2');
  await dialog.getByLabel('Child (4–17)').fill('1');
  await dialog.getByRole('button', { name: 'Book Ticket' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(partyTicketsMessage(2, 0));
  await expectAccessible(page, 'the ticket choice refusing more tickets than the party');
  await expect(page).toHaveURL(new RegExp(`/booking/${stay.id}/activities$`));

  // Two of them: booked.
  await dialog.getByLabel('Child (4–17)').fill('');
  const no = await bookTickets(page, dialog);
  expect(no).toMatch(/^AB\d+$/);
});

test('an owner books the owner-only wine tasting for a visit and finds it on the visit page', async ({
  page,
  request,
  owner,
  signIn,
  checkBothWidths,
}) => {
  // The owner's upcoming visit to their park, Robin Hood's Bay: eight days from next week, so it
  // takes in a Sunday, the wine tasting's day.
  const start = addDays(londonToday(), 7);
  const visit = await planVisit(request, owner.token, {
    parkId: owner.park.id,
    start,
    end: addDays(start, 7),
  });

  await signIn(owner);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto(`/owners-portal/visit/${visit.id}/activites`);
  await expect(page.getByRole('heading', { name: 'Book Activities', level: 1 })).toBeVisible();
  const wine = page.getByRole('region', { name: 'Owners’ Wine Tasting', exact: true });
  await expect(wine.getByRole('button', { name: /^Book Now/ }).first()).toBeEnabled();
  await expect(wine.getByText(OWNER_ONLY_MESSAGE)).toHaveCount(0);
  await checkBothWidths(page, 'owner-visit-activities', 'Book Activities for a visit');

  const dialog = await openTicketChoice(page, 'Owners’ Wine Tasting');
  await dialog.getByLabel('Adult').fill('2');
  await expect(dialog.getByText('£24.00')).toBeVisible();
  const no = await bookTickets(page, dialog);
  await expect(page.getByRole('form', { name: 'Card payment' })).toBeVisible();

  // The visit's page lists it, with its buttons.
  await page.getByRole('link', { name: 'Back to your visit' }).click();
  await expect(page).toHaveURL(new RegExp(`/owners-portal/visit/${visit.id}$`));
  await expect(page.getByRole('heading', { name: 'Your Visit', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Robin Hood', exact: false }).first()).toBeVisible();
  await expect(
    page.getByText(`From ${ukDate(visit.visit_start_date)} to ${ukDate(visit.visit_end_date)}`),
  ).toBeVisible();
  const card = page.getByRole('article', { name: 'Owners’ Wine Tasting' }).filter({ hasText: no });
  await expect(card.getByRole('heading', { name: 'Owners’ Wine Tasting' })).toBeVisible();
  await expect(card.getByRole('link', { name: /^Make Payment/ })).toBeVisible();
  await expect(card.getByRole('link', { name: /^View Details/ })).toBeVisible();
  await checkBothWidths(page, 'owner-visit', 'the visit page');
});

test('on a phone, each date of the sessions carousel is as tall as its own sessions', async ({
  page,
  request,
  guest,
  signIn,
}) => {
  const { stay } = await guestStay(request, guest);
  await signIn(guest);
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto(`/booking/${stay.id}/activities`);
  const carousels = page.locator('[aria-roledescription="carousel"]');
  await expect(carousels.first()).toBeVisible();

  /** The blank space under the date in view: the carousel's window less the date's own height. */
  const blankUnder = (carousel: Locator) =>
    carousel.evaluate((element) => {
      const viewport = element.firstElementChild as HTMLElement;
      const frame = viewport.getBoundingClientRect();
      const inView = [...element.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')].filter(
        (slide) => {
          const box = slide.getBoundingClientRect();
          const middle = (box.left + box.right) / 2;
          return middle > frame.left && middle < frame.right;
        },
      );
      const tallest = Math.max(...inView.map((slide) => slide.getBoundingClientRect().height));
      return Math.round(frame.height - tallest);
    });

  const count = await carousels.count();
  for (let i = 0; i < count; i++) {
    const carousel = carousels.nth(i);
    await carousel.scrollIntoViewIfNeeded();
    const next = carousel.getByRole('button', { name: /^Next/ });
    for (let step = 0; step < 4; step++) {
      await expect
        .poll(() => blankUnder(carousel), { message: `carousel ${i + 1}, date ${step + 1}` })
        .toBeLessThanOrEqual(2);
      if ((await next.count()) === 0) break;
      if ((await next.isDisabled()) || (await next.getAttribute('aria-disabled')) === 'true') break;
      await next.click();
    }
  }
});
