import { addDays, londonToday } from '@parkstays/contract';
import { expect, test } from './fixtures';
import { moveDate, RECEPTION, tomorrowsArrival, ukDate } from './helpers';

const tomorrow = addDays(londonToday(), 1);
const dayAfter = addDays(londonToday(), 2);

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
