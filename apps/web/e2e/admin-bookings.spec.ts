import { addDays, londonToday } from '@parkstays/contract';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, type NewGuest, test } from './fixtures';
import { futureExpiry, tokenOf, ukDate } from './helpers';

const RECEPTION = { email: 'reception@brackenbay.example', password: 'FrontDeskWelcome26' };
const tomorrow = addDays(londonToday(), 1);
const dayAfter = addDays(londonToday(), 2);

/**
 * Tomorrow's arrival, made as a guest would through the API: a new guest books three nights
 * arriving tomorrow, in a grade that also has a unit free for a week from the day after, and pays
 * in full through the card sandbox.
 */
async function tomorrowsArrival(request: APIRequestContext, guest: NewGuest) {
  const signUp = await request.post('/api/users', {
    data: {
      email: guest.email,
      password: guest.password,
      first_name: guest.firstName,
      last_name: guest.lastName,
      country_code: 'GB',
    },
  });
  expect(signUp.status()).toBe(201);
  const token = await tokenOf(request, guest);
  const auth = { authorization: `Bearer ${token}` };
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
  const made = await request.post('/api/bookings', {
    headers: auth,
    data: {
      grade_code: grade!.grade_code,
      arrival_date: tomorrow,
      no_of_nights: 3,
      no_of_adults: 2,
      no_of_children: 0,
      first_name: guest.firstName,
      last_name: guest.lastName,
      email: guest.email,
      phone_number: '07700900123',
      country_code: 'GB',
    },
  });
  expect(made.status()).toBe(201);
  const { id, booking_no: bookingNo } = (await made.json()).data as { id: number; booking_no: string };
  const key = (await (await request.get('/api/payments/session-key', { headers: auth })).json()).data;
  const card = await request.post('/api/v1/card-identifiers', {
    headers: { authorization: `Bearer ${key.merchantSessionKey}` },
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
    headers: { ...auth, 'idempotency-key': `e2e-admin-bookings-${id}-${Date.now()}` },
    data: {
      merchantSessionKey: key.merchantSessionKey,
      cardIdentifier: (await card.json()).cardIdentifier,
      type: 'Initial',
      bookingNumber: String(id),
      customerFirstName: guest.firstName,
      customerLastName: guest.lastName,
      address1: '1 Harbour Row',
      city: 'Whitby',
      postalCode: 'YO211AA',
    },
  });
  expect(paid.status()).toBe(201);
  return bookingNo;
}

/** Chooses a day in a date field's calendar by keyboard: `steps` days on from the one it opens at. */
async function moveDate(page: Page, scope: Locator, label: RegExp, calendarName: string, steps: number) {
  await scope.getByRole('button', { name: label }).focus();
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog', { name: calendarName });
  // The calendar puts the focus on its day once it has drawn: the keys go there, not before.
  await expect(calendar.getByRole('grid').getByRole('button').and(page.locator(':focus'))).toHaveCount(1);
  for (let step = 0; step < steps; step++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
}

test('reception finds tomorrow’s arrival, changes its dates at the new price, and adds a note', async ({
  page,
  request,
  guest,
  signIn,
  latestMail,
  checkBothWidths,
}) => {
  const bookingNo = await tomorrowsArrival(request, guest);
  await signIn(RECEPTION);
  await page.goto('/admin/bookings');
  await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();

  // Tomorrow's arrivals at Robin Hood's Bay, narrowed to the guest's name.
  const search = page.getByRole('form', { name: 'Find bookings' });
  await search.getByLabel('Reference, guest name or e-mail').fill(guest.lastName);
  await search.getByLabel('Park').selectOption('RH');
  // Each calendar opens on today: one day on is tomorrow.
  await moveDate(page, search, /^From/, 'Choose from', 1);
  await moveDate(page, search, /^To/, 'Choose to', 1);
  await expect(search.getByRole('button', { name: /^From/ })).toContainText(ukDate(tomorrow));
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${tomorrow}`));
  const row = page.getByRole('row', { name: new RegExp(bookingNo) });
  await expect(row).toContainText(ukDate(tomorrow));
  await expect(row).toContainText(`${guest.firstName} ${guest.lastName}`);
  await checkBothWidths(page, 'admin-bookings', 'the Bookings search');

  await row.getByRole('link', { name: bookingNo }).click();
  await expect(page.getByRole('heading', { name: `Booking ${bookingNo}`, level: 1 })).toBeVisible();
  const stay = page.getByRole('region', { name: 'Stay' });
  await expect(stay).toContainText(ukDate(tomorrow));

  // A week from the day after: the price is checked first, then saved at that price.
  await page.getByRole('button', { name: 'Change booking' }).click();
  const dialog = page.getByRole('dialog', { name: `Change booking ${bookingNo}` });
  await expect(dialog.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  await moveDate(page, dialog, /^Arrival date/, 'Choose arrival date', 1);
  await expect(dialog.getByRole('button', { name: /^Arrival date/ })).toContainText(ukDate(dayAfter));
  await dialog.getByLabel('Nights').selectOption('7');
  await dialog.getByRole('button', { name: 'Check the new price' }).click();
  const price = dialog.getByRole('region', { name: 'The new price' });
  await expect(price).toContainText(`arriving ${ukDate(dayAfter)}, leaving ${ukDate(addDays(dayAfter, 7))}`);
  await expect(price.getByText('Left to pay')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(`Booking ${bookingNo} is changed and the guest has been e-mailed.`),
  ).toBeVisible();
  await expect(stay).toContainText(ukDate(dayAfter));
  await expect(stay).toContainText(ukDate(addDays(dayAfter, 7)));

  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText('Changed the booking');
  await expect(history).toContainText(`Arrival: ${ukDate(tomorrow)} → ${ukDate(dayAfter)}`);
  await expect(history).toContainText('Nights: 3 → 7');

  const mail = await latestMail(guest.email);
  expect(mail.subject).toContain(`Booking ${bookingNo} changed`);
  await expect(page.getByRole('region', { name: 'E-mails sent' })).toContainText(
    `Booking ${bookingNo} changed`,
  );

  const notes = page.getByRole('region', { name: 'Notes' });
  await notes
    .getByRole('textbox', { name: 'Add a note' })
    .fill('Guest asked for a late check-in, keys in the safe');
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByRole('listitem').filter({ hasText: 'keys in the safe' })).toBeVisible();
  await expect(history).toContainText('Added a note');
  await checkBothWidths(page, 'admin-booking', 'a booking’s page');
});
