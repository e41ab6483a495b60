import { MISSING_BOOKING_LINK_INVALID_MESSAGE, MISSING_BOOKING_LINK_SENT_MESSAGE } from '@parkstays/contract';
import { expect, readOutbox, test, VIEWPORTS } from './fixtures';
import { RECEPTION, signUpGuest, tokenOf } from './helpers';

/** The demo's stay booked by telephone under an address no account has (db/demo-data/catalogue.ts). */
const PHONE_BOOKING_EMAIL = 'morgan.family@brackenbay.example';

test('a guest adds a stay booked by phone under another address once that mailbox confirms the e-mailed link', async ({
  page,
  request,
  guest,
  signIn,
  checkBothWidths,
  expectAccessible,
}) => {
  // Reception reads the reference out over the phone, as they would to the family.
  const desk = await request.get(`/api/admin/bookings?q=${encodeURIComponent(PHONE_BOOKING_EMAIL)}`, {
    headers: { authorization: `Bearer ${await tokenOf(request, RECEPTION)}` },
  });
  expect(desk.status()).toBe(200);
  const [stay] = (await desk.json()).data.stays as { booking_no: string }[];
  expect(stay?.booking_no).toMatch(/^BK\d{7}$/);
  const reference = stay!.booking_no;

  // A new guest, whose own address is not the booking's.
  await signUpGuest(request, guest);
  await signIn(guest);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/my-bookings');
  const upcoming = page.getByRole('region', { name: 'Your upcoming holidays' });
  await expect(upcoming).toBeVisible();

  // Knowing the reference and the address is not enough: a link goes to that address.
  await page.getByRole('button', { name: 'Missing booking?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Missing booking?' });
  await dialog.getByLabel('Booking reference').fill(reference);
  await dialog.getByLabel('Email').fill(PHONE_BOOKING_EMAIL);
  await dialog.getByRole('button', { name: 'Find my booking' }).click();
  await expect(dialog.getByText(MISSING_BOOKING_LINK_SENT_MESSAGE)).toBeVisible();
  await expectAccessible(page, 'Missing booking? after a link was e-mailed');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(upcoming.getByRole('link', { name: new RegExp(`View booking\\s*${reference}`) })).toHaveCount(
    0,
  );

  // The e-mail to the booking's address says who asked and links to a page on the site.
  const mail = (await readOutbox(request, PHONE_BOOKING_EMAIL)).find(
    (m) => m.subject === `Add booking ${reference} to an account?`,
  );
  expect(mail?.text).toContain(
    `Someone signed in to Brackenbay Holiday Parks as ${guest.email} asked to add`,
  );
  const link = /https?:\/\/\S+\/missing-booking\/[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0];
  expect(link, 'a link in the e-mail').toBeTruthy();

  // Opening it adds nothing; the page asks first.
  await page.goto(new URL(link!).pathname);
  await expect(page.getByRole('heading', { name: 'Add a booking to an account', level: 1 })).toBeVisible();
  await expect(page.getByText(`Add booking ${reference} to the account of ${guest.email}?`)).toBeVisible();
  await checkBothWidths(page, 'missing-booking-link', 'the page the "Missing booking?" link opens');
  await page.getByRole('button', { name: 'Add the booking' }).click();
  await expect(
    page.getByText(`Booking ${reference} has been added to the account of ${guest.email}.`),
  ).toBeVisible();
  await checkBothWidths(page, 'missing-booking-added', 'the booking added from the link');

  // It is in the guest's My Bookings now.
  await page.getByRole('link', { name: 'Go to My Bookings' }).click();
  await expect(page).toHaveURL(/\/my-bookings$/);
  await expect(
    upcoming.getByRole('link', { name: new RegExp(`View booking\\s*${reference}`) }),
  ).toBeVisible();

  // The link works once.
  await page.goto(new URL(link!).pathname);
  await expect(page.getByRole('alert')).toContainText(MISSING_BOOKING_LINK_INVALID_MESSAGE);
  await expect(page.getByRole('button', { name: 'Add the booking' })).toHaveCount(0);
});
