import { addDays, londonToday } from '@parkstays/contract';
import { expect, POSTGRES, test } from './fixtures';
import {
  boardOf,
  freeUnits,
  longDate,
  moveDate,
  RECEPTION,
  tokenOf,
  tomorrowsArrival,
  ukDate,
} from './helpers';

/**
 * One stay through reception's day: find tomorrow's arrival, move it to
 * another unit on the allocation board, change its dates at the new price, refund £50, and see the
 * refund on the booking and in the guest's e-mail. Each step uses the screen, not the API.
 */
test(
  'reception finds tomorrow’s arrival, moves it on the board, re-prices its dates and refunds £50',
  POSTGRES,
  async ({ page, request, guest, signIn, latestMail, checkBothWidths }) => {
    // A whole desk story and then the guest's side of it: more than one minute on a busy machine.
    test.slow();
    const today = londonToday();
    const tomorrow = addDays(today, 1);
    const dayAfter = addDays(today, 2);
    const bookingNo = await tomorrowsArrival(request, guest);
    await signIn(RECEPTION);

    // 1. Find it: tomorrow's arrivals at Robin Hood's Bay, by the guest's name.
    await page.goto('/admin/bookings');
    const search = page.getByRole('form', { name: 'Find bookings' });
    await search.getByLabel('Reference, guest name or e-mail').fill(guest.lastName);
    await moveDate(page, search, /^From/, 'Choose from', 1);
    await moveDate(page, search, /^To/, 'Choose to', 1);
    await search.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row', { name: new RegExp(bookingNo) });
    await expect(row).toContainText(ukDate(tomorrow));

    // 2. Move it on the board to another unit of its grade that is free on its nights.
    const token = await tokenOf(request, RECEPTION);
    const board = await boardOf(request, token, 'RH', today);
    const bar = board.bars.find((b) => b.booking_no === bookingNo)!;
    expect(bar, 'the stay is on the board').toBeTruthy();
    const grade = board.grades.find((g) => g.units.some((u) => u.unit_id === bar.unit_id))!;
    const from = grade.units.find((u) => u.unit_id === bar.unit_id)!;
    const to = freeUnits(board, grade.grade_code, bar.arrival_date, bar.no_of_nights).find(
      (u) => u.unit_id !== from.unit_id,
    );
    expect(to, `another unit of ${grade.grade_code} free on the stay's nights`).toBeTruthy();

    await page.goto('/admin/board?park=RH');
    const grid = page.getByRole('region', { name: /Allocation board, / });
    const stayBar = page.getByRole('button', {
      name: new RegExp(`${bookingNo}, unit ${from.unit_code},`),
    });
    await stayBar.scrollIntoViewIfNeeded();
    // The target unit's lane across the fortnight from today: the stay's first night is one along.
    const lane = grid.locator(`[data-unit-id="${to!.unit_id}"]`);
    await lane.scrollIntoViewIfNeeded();
    const start = (await stayBar.boundingBox())!;
    const drop = (await lane.boundingBox())!;
    await page.mouse.move(start.x + 6, start.y + start.height / 2);
    await page.mouse.down();
    await page.mouse.move(drop.x + drop.width / 14 + 6, drop.y + drop.height / 2, { steps: 10 });
    await page.mouse.up();
    await expect(
      page.getByRole('status').filter({ hasText: `Booking ${bookingNo} is now in unit ${to!.unit_code}` }),
    ).toBeVisible();

    // 3. Change its dates: a week from the day after, saved only at the price shown.
    await page.goto(`/admin/bookings/${bookingNo}`);
    await expect(page.getByRole('heading', { name: `Booking ${bookingNo}`, level: 1 })).toBeVisible();
    const stay = page.getByRole('region', { name: 'Stay' });
    await expect(stay).toContainText(to!.unit_code);
    await page.getByRole('button', { name: 'Change booking' }).click();
    const dialog = page.getByRole('dialog', { name: `Change booking ${bookingNo}` });
    await dialog.getByRole('button', { name: /^Arrival date/ }).click();
    const calendar = page.getByRole('dialog', { name: 'Choose arrival date' });
    await calendar.getByRole('button', { name: new RegExp(longDate(dayAfter)) }).click();
    await dialog.getByLabel('Nights').selectOption('7');
    await expect(dialog.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Check the new price' }).click();
    const price = dialog.getByRole('region', { name: 'The new price' });
    await expect(price).toContainText(
      `arriving ${ukDate(dayAfter)}, leaving ${ukDate(addDays(dayAfter, 7))}`,
    );
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(stay).toContainText(ukDate(dayAfter));

    // 4. Refund £50 to the guest's card, with a confirmation step first.
    const money = page.getByRole('region', { name: 'Payments and refunds' });
    await money.getByRole('button', { name: 'Refund', exact: true }).click();
    const refund = page.getByRole('dialog', { name: "Refund to the guest's card" });
    await refund.getByLabel('Amount to refund, in pounds').fill('50');
    await refund.getByLabel('Reason').fill('Goodwill: the hot tub was out of order');
    await refund.getByRole('button', { name: 'Continue' }).click();
    await expect(refund).toContainText('Refund £50.00 to the card the guest paid with?');
    await refund.getByRole('button', { name: 'Refund £50.00' }).click();
    await expect(refund.getByRole('alert').or(refund.getByRole('status')).first()).toBeVisible();
    await refund.getByRole('button', { name: 'Done' }).click();
    await expect(refund).toBeHidden();

    // 5. The refund shows on the booking (its payments, its history, the e-mails sent) and in the
    // guest's inbox.
    await expect(
      money
        .getByRole('list', { name: /^Refunds of the/ })
        .getByRole('listitem')
        .filter({ hasText: 'Refund £50.00' }),
    ).toContainText('Refunded');
    // The History speaks staff words: money in pounds, field names as people say them.
    const history = page.getByRole('region', { name: 'History' });
    await expect(history).toContainText('Refunded a payment');
    await expect(history).toContainText('Refunded: £50.00');
    await expect(history).toContainText(/Amount paid: £[\d,]+\.\d\d → £[\d,]+\.\d\d/);
    await expect(history).toContainText('Reason: Goodwill: the hot tub was out of order');
    await expect(history).toContainText('Changed the booking');
    await expect(history).not.toContainText(/pence|none|\d{4}-\d\d-\d\dT/);
    await checkBothWidths(page, 'admin-booking-history', "a booking's page with its refund and History");
    const subject = `Booking ${bookingNo}: we have refunded £50.00`;
    await expect(page.getByRole('region', { name: 'E-mails sent' })).toContainText(subject);
    const mail = await latestMail(guest.email);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain('£50.00');
    // The dialog told staff "The guest sees this": the reason is in the guest's e-mail.
    expect(mail.text).toContain('Reason: Goodwill: the hot tub was out of order');

    // 6. The guest's View booking shows the refund among the payments, and what is paid and left
    // to pay net of it: the same figures as reception's page.
    const deskMoney = page.getByRole('region', { name: 'Money' });
    const factOf = (scope: typeof deskMoney, label: string) =>
      scope
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${label}$`) })
        .locator('xpath=following-sibling::dd[1]');
    await expect(factOf(deskMoney, 'Paid')).toHaveText(/^£/);
    const deskPaid = await factOf(deskMoney, 'Paid').textContent();
    const deskDue = await factOf(deskMoney, 'Balance due').textContent();
    await signIn(guest);
    const guestToken = await tokenOf(request, guest);
    const mine = await request.get('/api/bookings', { headers: { authorization: `Bearer ${guestToken}` } });
    const stayId = ((await mine.json()).data as { id: number; booking_no: string }[]).find(
      (b) => b.booking_no === bookingNo,
    )!.id;
    await page.goto(`/booking/${stayId}`);
    const payments = page.getByRole('table', { name: 'Payments' });
    const refundRow = payments.getByRole('row').filter({ hasText: 'Refund of payment' });
    await expect(refundRow).toContainText('−£50.00');
    await expect(refundRow).toContainText('Refunded');
    await expect(refundRow).toContainText('Goodwill: the hot tub was out of order');
    const summary = page.getByRole('region', { name: 'Booking summary' });
    await expect(factOf(summary, 'Paid')).toHaveText(deskPaid!);
    await expect(factOf(summary, 'Refunded')).toHaveText('£50.00');
    await expect(factOf(summary, 'Outstanding')).toHaveText(deskDue!);
    await checkBothWidths(page, 'view-booking-refunded', "the guest's View booking after a refund");
  },
);
