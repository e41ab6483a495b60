import { randomUUID } from 'node:crypto';
import { addDays, londonToday, type TAdminGradeSummary } from '@parkstays/contract';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ADMIN_SECTIONS } from '../src/app/routes/admin/admin-sections';
import {
  backOfficeBookingPath,
  backOfficeGradePath,
  backOfficeOwnerPath,
  backOfficePaths,
} from '../src/config/back-office-paths';
import { test as base, DEMO_OPERATOR, expect, type NewGuest } from './fixtures';
import {
  ACTIVITIES_STAFF,
  activityWithSession,
  bookActivityTickets,
  moveDate,
  RECEPTION,
  tokenOf,
  tomorrowsArrival,
} from './helpers';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function created<T>(answer: Promise<{ status(): number; json(): Promise<unknown> }>, what: string) {
  const response = await answer;
  expect(response.status(), what).toBe(201);
  return ((await response.json()) as { data: T }).data;
}

type Session = { user: string; token: string };

/** A member of staff signed in with Remember Me: what the site keeps in the browser. */
async function sessionOf(request: APIRequestContext, who: { email: string; password: string }) {
  const response = await request.post('/api/login', { data: { ...who, rememberLogin: true } });
  expect(response.status()).toBe(200);
  const { data } = await response.json();
  return { user: JSON.stringify(data.user), token: data.bearer_token as string } satisfies Session;
}

/**
 * The page is signed in as `session` from its first load (and shows Robin Hood's Bay on Today):
 * each screen is one page load, with no sign-in page before it.
 */
async function signedInAs(page: Page, session: Session) {
  await page.addInitScript(
    ([user, token]) => {
      localStorage.setItem('user', user);
      localStorage.setItem('token', token);
      localStorage.setItem('admin.today.park', 'RH');
    },
    [session.user, session.token] as const,
  );
}

/**
 * What the sweep shows on the screens, made through the API as a guest and the admin would, so
 * every list, row and dialog has something of the sweep's own in it: tomorrow's arrival at Robin
 * Hood's Bay paid in full, an activity there with a session tomorrow and the guest's ticket on it,
 * an owner with a deal and an invoice, a promotional code on sale and an event tomorrow.
 */
async function sweepData(request: APIRequestContext) {
  const id = randomUUID().slice(0, 8);
  const guest: NewGuest = {
    firstName: 'Harriet',
    lastName: "O'Connor",
    email: `harriet.${id}@example.test`,
    password: `Puffin-Cove-${id}`,
  };
  const tomorrow = addDays(londonToday(), 1);
  const suffix = randomUUID().slice(0, 6).toUpperCase();
  const bookingNo = await tomorrowsArrival(request, guest);
  const guestToken = await tokenOf(request, guest);
  const admin = await tokenOf(request, DEMO_OPERATOR);

  const activityName = `Seal Watching ${suffix}`;
  const activity = await activityWithSession(request, admin, {
    code: `RH-SEAL${suffix.slice(0, 4)}`,
    name: activityName,
    description: '<p>Grey seals on the scaur at low tide.</p>',
    pricePence: 0,
    session: { date: tomorrow, start: '15:00', end: '16:00', capacity: 12 },
  });
  const { session } = activity;
  // A free ticket is confirmed at once: the session has an attendee and a ticket holder.
  await bookActivityTickets(request, guestToken, {
    activity_session: session.session_no,
    activity_no: activity.activity_code,
    booking_no: bookingNo,
    tickets: [{ code: 'ADULT', quantity: 2 }],
  });

  const ownerName = `Morwenna Tregarthen ${suffix}`;
  const owner = await created<{ customer_no: string }>(
    request.post('/api/admin/owners', {
      headers: auth(admin),
      data: {
        name: ownerName,
        email: `morwenna.${suffix.toLowerCase()}@example.test`,
        address: '4 Quay Street',
        city: 'Whitby',
        post_code: 'YO21 1AB',
      },
    }),
    'the owner',
  );
  await created(
    request.post(`/api/admin/owners/${owner.customer_no}/deals`, {
      headers: auth(admin),
      data: {
        deal_no: `D${suffix}`,
        park_code: 'RH',
        plot_no: '17',
        deposit_pence: 250_000,
        vat_pence: 0,
        customer_contribution_pence: 0,
        selling_price_of_extras_pence: 0,
        site_fee_contribution_pence: 0,
        unit_manufacturer: 'Willerby',
        unit_model: 'Sheraton',
        unit_year: 2022,
      },
    }),
    'the owner’s deal',
  );
  const invoice = `Site fees ${suffix}`;
  await created(
    request.post(`/api/admin/owners/${owner.customer_no}/ledger-entries`, {
      headers: auth(admin),
      data: {
        document_type: 'Invoice',
        description: invoice,
        amount_pence: 185_000,
        posting_date: londonToday(),
        due_date: addDays(londonToday(), 30),
      },
    }),
    'the owner’s invoice',
  );

  const code = `SWEEP${suffix}`;
  await created(
    request.post('/api/admin/promotional-codes', {
      headers: auth(admin),
      data: {
        code,
        description: 'Ten per cent off a week',
        discount_type: 'percent',
        percent_off: 10,
        amount_off_pence: 0,
        valid_from: londonToday(),
        valid_to: addDays(londonToday(), 60),
        minimum_nights: 3,
        park_codes: [],
        usage_limit: null,
      },
    }),
    'the promotional code',
  );

  const eventName = `Lifeboat open day ${suffix}`;
  await created(
    request.post('/api/admin/events', {
      headers: auth(admin),
      data: {
        calendar_id: 6,
        name: eventName,
        date: tomorrow,
        start_time: '11:00',
        end_time: '15:00',
        park_code: 'RH',
        location: 'The slipway',
        description: 'Meet the crew and climb aboard.',
      },
    }),
    'the event',
  );

  const privacyRequest = `Please correct my postcode ${suffix}`;
  await created(
    request.post('/api/privacy/requests', {
      headers: auth(guestToken),
      data: { kind: 'correction', details: privacyRequest },
    }),
    'the privacy request',
  );

  const grades = (await (await request.get('/api/admin/grades', { headers: auth(admin) })).json())
    .data as TAdminGradeSummary[];
  return {
    staff: {
      admin: await sessionOf(request, DEMO_OPERATOR),
      reception: await sessionOf(request, RECEPTION),
      activities: await sessionOf(request, ACTIVITIES_STAFF),
    },
    tomorrow,
    guestEmail: guest.email,
    bookingNo,
    activity: { id: activity.id, name: activityName, session },
    owner: { customerNo: owner.customer_no, name: ownerName, invoice },
    code,
    eventName,
    privacyRequest,
    grade: grades[0]!,
  };
}

type SweepData = Awaited<ReturnType<typeof sweepData>>;

/**
 * The sweep's data, made once for the file's worker (every test below only reads it), so each
 * screen is a test of its own that loads the screen once.
 */
const test = base.extend<object, { sweep: SweepData }>({
  sweep: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      await use(await sweepData(request));
      await request.dispose();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

/** The sections of the menu the tests below open, each at least once. */
const SWEPT: readonly string[] = [
  backOfficePaths.today,
  backOfficePaths.bookings,
  backOfficePaths.board,
  backOfficePaths.payments,
  backOfficePaths.checkIn,
  backOfficePaths.activities,
  backOfficePaths.owners,
  backOfficePaths.outbox,
  backOfficePaths.privacy,
  backOfficePaths.events,
  backOfficePaths.content,
  backOfficePaths.offers,
  backOfficePaths.prices,
  backOfficePaths.terms,
  backOfficePaths.catalogue,
  backOfficePaths.staff,
];

/** The screen has drawn: its heading, what `ready` waits for, and no part still loading. */
async function settled(page: Page, heading: string | RegExp, ready?: Locator) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  if (ready) await expect(ready.first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Chooses a tab of the screen and waits for what it shows. */
async function openTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Opens a dialog from `opener`, checks it at both widths, and closes it with Escape. */
async function checkDialog(
  page: Page,
  opener: Locator,
  name: string | RegExp,
  check: (page: Page, name: string, what: string) => Promise<void>,
  shot: string,
  what: string,
) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await check(page, shot, what);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

// Axe reads a board of a hundred units, twice, in one of them.
test.describe.configure({ timeout: 120_000 });

// Every back-office screen, its tabs and the dialogs that matter most, at 1280 and 390 px: axe
// finds no serious or critical issue (the accessibility bar), and a phone never scrolls sideways.
// The admin opens every section; reception and activities staff the screens they land on.
test.describe('the back office passes axe at 1280 and 390 px', () => {
  test.beforeEach(async ({ page, sweep }) => {
    await signedInAs(page, sweep.staff.admin);
  });

  test('Today, with every section in the menu, each of which the sweep opens', async ({
    page,
    sweep,
    checkBothWidths,
  }) => {
    // A section added to the menu fails here until a test below opens it.
    const unswept = ADMIN_SECTIONS.filter((section) => !SWEPT.includes(section.path));
    expect(unswept.map((section) => section.label)).toEqual([]);
    await page.goto(`${backOfficePaths.today}?date=${sweep.tomorrow}`);
    await settled(page, 'Today', page.getByRole('region', { name: /^Arrivals/ }).getByText(sweep.bookingNo));
    const sections = page.getByRole('navigation', { name: 'Back office' }).getByRole('link');
    await expect(sections).toHaveText(ADMIN_SECTIONS.map((section) => section.label));
    await checkBothWidths(page, 'a11y-today', 'Today');
  });

  test('Bookings', async ({ page, sweep, checkBothWidths }) => {
    await page.goto(`${backOfficePaths.bookings}?q=${encodeURIComponent(sweep.guestEmail)}`);
    await settled(page, 'Bookings', page.getByRole('row', { name: new RegExp(sweep.bookingNo) }));
    await checkBothWidths(page, 'a11y-bookings', 'Bookings');
  });

  test("a booking's page, and its Change booking and Refund dialogs", async ({
    page,
    sweep,
    checkBothWidths,
  }) => {
    await page.goto(backOfficeBookingPath(sweep.bookingNo));
    const money = page.getByRole('region', { name: 'Payments and refunds' });
    await settled(page, `Booking ${sweep.bookingNo}`, money);
    await expect(page.getByRole('region', { name: 'Activity bookings' })).toContainText(sweep.activity.name);
    await checkBothWidths(page, 'a11y-booking', "a booking's page");
    await checkDialog(
      page,
      page.getByRole('button', { name: 'Change booking' }),
      `Change booking ${sweep.bookingNo}`,
      checkBothWidths,
      'a11y-booking-change',
      'the Change booking dialog',
    );
    await checkDialog(
      page,
      money.getByRole('button', { name: 'Refund', exact: true }),
      "Refund to the guest's card",
      checkBothWidths,
      'a11y-booking-refund',
      'the Refund dialog',
    );
  });

  test('the allocation board, and its Move booking dialog', async ({ page, sweep, checkBothWidths }) => {
    await page.goto(`${backOfficePaths.board}?park=RH`);
    const bar = page.getByRole('button', { name: new RegExp(sweep.bookingNo) });
    await settled(page, 'Allocation board', bar);
    await checkBothWidths(page, 'a11y-board', 'the allocation board');
    await checkDialog(
      page,
      bar,
      'Move booking',
      checkBothWidths,
      'a11y-board-move',
      'the Move booking dialog',
    );
  });

  test('Payments', async ({ page, sweep, checkBothWidths }) => {
    await page.goto(backOfficePaths.payments);
    const day = page.getByRole('region', { name: 'Payments and refunds' });
    await settled(page, 'Payments', day.getByText(sweep.bookingNo));
    await checkBothWidths(page, 'a11y-payments', 'Payments');
  });

  test('Check-in, at a session with its attendees', async ({ page, sweep, checkBothWidths }) => {
    await page.goto(`${backOfficePaths.checkIn}?date=${sweep.tomorrow}&session=${sweep.activity.session.id}`);
    await settled(page, 'Check-in', page.getByRole('table', { name: new RegExp(sweep.activity.name) }));
    await checkBothWidths(page, 'a11y-check-in', 'Check-in at a session');
  });

  test("an activity's sessions, its Cancel session dialog, tickets and details", async ({
    page,
    sweep,
    checkBothWidths,
  }) => {
    await page.goto(`${backOfficePaths.activities}?activity=${sweep.activity.id}&tab=sessions`);
    const session = page.getByRole('listitem', {
      name: `15:00 – 16:00, ${sweep.activity.session.session_no}`,
    });
    await settled(page, 'Activities', session);
    await checkBothWidths(page, 'a11y-activity-sessions', "an activity's sessions");
    await checkDialog(
      page,
      session.getByRole('button', { name: /^Cancel session/ }),
      /^Cancel the session of /,
      checkBothWidths,
      'a11y-activity-cancel-session',
      'the Cancel session dialog',
    );
    await openTab(page, 'Tickets');
    await checkBothWidths(page, 'a11y-activity-tickets', "an activity's tickets");
    await openTab(page, 'Details');
    await checkBothWidths(page, 'a11y-activity-details', "an activity's details");
  });

  test('Owners', async ({ page, sweep, checkBothWidths }) => {
    await page.goto(`${backOfficePaths.owners}?q=${encodeURIComponent(sweep.owner.name)}`);
    await settled(page, 'Owners', page.getByRole('link', { name: sweep.owner.customerNo }));
    await checkBothWidths(page, 'a11y-owners', 'Owners');
  });

  test("an owner's page", async ({ page, sweep, checkBothWidths }) => {
    await page.goto(backOfficeOwnerPath(sweep.owner.customerNo));
    const ledger = page.getByRole('region', { name: 'Ledger' });
    await settled(page, sweep.owner.name, ledger.getByText(sweep.owner.invoice));
    await checkBothWidths(page, 'a11y-owner', "an owner's page");
  });

  test('Outbox', async ({ page, sweep, checkBothWidths }) => {
    await page.goto(`${backOfficePaths.outbox}?to=${encodeURIComponent(sweep.guestEmail)}`);
    await settled(page, 'Outbox', page.getByRole('list', { name: 'E-mails' }).getByRole('button'));
    await checkBothWidths(page, 'a11y-outbox', 'Outbox');
  });

  test('Privacy requests', async ({ page, sweep, checkBothWidths }) => {
    await page.goto(backOfficePaths.privacy);
    await settled(
      page,
      'Privacy requests',
      page.getByRole('row', { name: new RegExp(sweep.privacyRequest) }),
    );
    await checkBothWidths(page, 'a11y-privacy', 'Privacy requests');
  });

  test('Events', async ({ page, sweep, checkBothWidths }) => {
    await page.goto(`${backOfficePaths.events}?month=${sweep.tomorrow.slice(0, 7)}`);
    await settled(page, 'Events', page.getByText(sweep.eventName));
    await checkBothWidths(page, 'a11y-events', 'Events');
  });

  test('Content: menus and settings', async ({ page, checkBothWidths }) => {
    await page.goto(backOfficePaths.content);
    await settled(page, 'Content', page.getByRole('tabpanel'));
    await checkBothWidths(page, 'a11y-content-menus', 'Content: menus');
    await openTab(page, 'Settings');
    await checkBothWidths(page, 'a11y-content-settings', 'Content: settings');
  });

  test('Extras & codes: promotional codes and extras', async ({ page, sweep, checkBothWidths }) => {
    await page.goto(backOfficePaths.offers);
    await settled(page, 'Extras & codes', page.getByRole('button', { name: `End now: ${sweep.code}` }));
    await checkBothWidths(page, 'a11y-offers-codes', 'Extras & codes: promotional codes');
    await openTab(page, 'Extras');
    await checkBothWidths(page, 'a11y-offers-extras', 'Extras & codes: extras');
  });

  test("Prices: a grade's rate calendar, seasons, arrival days, stay limits and stop-sells", async ({
    page,
    sweep,
    checkBothWidths,
  }) => {
    await page.goto(`${backOfficePaths.prices}?grade=${sweep.grade.grade_code}`);
    await settled(page, 'Prices', page.getByRole('heading', { level: 2, name: /^Rate calendar: / }));
    await checkBothWidths(page, 'a11y-prices-calendar', 'Prices: the rate calendar');
    for (const [name, shot] of [
      ['Seasons', 'seasons'],
      ['Arrival days', 'arrival-days'],
      ['Stay limits', 'stay-limits'],
      ['Stop-sells', 'stop-sells'],
    ] as const) {
      await openTab(page, name);
      await checkBothWidths(page, `a11y-prices-${shot}`, `Prices: ${name}`);
    }
  });

  test('Catalogue: grades, parks and holiday types', async ({ page, checkBothWidths }) => {
    await page.goto(backOfficePaths.catalogue);
    await settled(page, 'Catalogue', page.getByRole('tabpanel').getByRole('link'));
    await checkBothWidths(page, 'a11y-catalogue-grades', 'Catalogue: grades');
    await openTab(page, 'Parks');
    await checkBothWidths(page, 'a11y-catalogue-parks', 'Catalogue: parks');
    await openTab(page, 'Holiday types');
    await checkBothWidths(page, 'a11y-catalogue-holiday-types', 'Catalogue: holiday types');
  });

  test("a grade's page in the catalogue", async ({ page, sweep, checkBothWidths }) => {
    await page.goto(backOfficeGradePath(sweep.grade.id));
    await settled(page, sweep.grade.title, page.getByRole('link', { name: '← All grades' }));
    await checkBothWidths(page, 'a11y-catalogue-grade', "a grade's page");
  });

  test("Terms: each holiday type's booking terms and the form that saves a new version", async ({
    page,
    checkBothWidths,
  }) => {
    await page.goto(backOfficePaths.terms);
    await settled(
      page,
      'Terms',
      page.getByRole('form', { name: 'Booking terms for Caravan & Lodge Holidays' }),
    );
    await checkBothWidths(page, 'a11y-terms', 'Terms');
  });

  test('Staff', async ({ page, checkBothWidths }) => {
    await page.goto(backOfficePaths.staff);
    await settled(page, 'Staff', page.getByRole('list', { name: 'Staff members' }));
    await checkBothWidths(page, 'a11y-staff', 'Staff');
  });
});

test.describe('what other roles land on passes axe at 1280 and 390 px', () => {
  test('reception lands on Today', async ({ page, sweep, checkBothWidths }) => {
    await signedInAs(page, sweep.staff.reception);
    await page.goto(`${backOfficePaths.today}?date=${sweep.tomorrow}`);
    await settled(page, 'Today', page.getByRole('region', { name: /^Arrivals/ }).getByText(sweep.bookingNo));
    const sections = page.getByRole('navigation', { name: 'Back office' }).getByRole('link');
    await expect(sections).toHaveText(
      ADMIN_SECTIONS.filter((s) => s.roles.includes('reception')).map((s) => s.label),
    );
    await checkBothWidths(page, 'a11y-reception-today', 'Today, as reception');
  });

  test('activities staff land on Check-in and choose a session at the door', async ({
    page,
    sweep,
    checkBothWidths,
  }) => {
    await signedInAs(page, sweep.staff.activities);
    await page.goto(backOfficePaths.today);
    await expect(page).toHaveURL(/\/admin\/check-in$/);
    await settled(page, 'Check-in', page.getByRole('button', { name: /^Day / }));
    await moveDate(page, page.getByRole('main'), /^Day/, 'Choose day', 1);
    await page.getByRole('button', { name: new RegExp(`^15:00.*${sweep.activity.name}`) }).click();
    await expect(page.getByRole('table', { name: new RegExp(sweep.activity.name) })).toBeVisible();
    await checkBothWidths(page, 'a11y-activities-check-in', 'Check-in, as activities staff');
  });
});
