import { randomUUID } from 'node:crypto';
import { addDays, londonToday, nextFriday } from '@parkstays/contract';
import { expect, test } from './fixtures';
import { stayWithBalance, tokenOf } from './helpers';

const RECEPTION = { email: 'reception@brackenbay.example', password: 'FrontDeskWelcome26' };

test('reception refunds £50 of a stay and sees it on the Payments screen, and the guest is e-mailed', async ({
  page,
  request,
  account,
  signIn,
  latestMail,
  checkBothWidths,
}) => {
  test.slow();
  // A stay of this test's own guest, its deposit paid by card through the sandbox.
  const stay = await stayWithBalance(request, account.token, account, nextFriday(addDays(londonToday(), 98)));
  const receptionToken = await tokenOf(request, RECEPTION);
  const refund = await request.post(`/api/admin/bookings/${stay.bookingNo}/refunds`, {
    headers: { authorization: `Bearer ${receptionToken}`, 'idempotency-key': randomUUID() },
    data: { amount_pence: 5_000, reason: 'Hot tub out of order' },
  });
  expect(refund.status()).toBe(201);

  const mail = await latestMail(account.email);
  expect(mail.subject).toBe(`Booking ${stay.bookingNo}: we have refunded £50.00`);
  expect(mail.text).toContain('to the card ending 0006');
  expect(mail.text).toContain('3 to 5 working days');

  await signIn(RECEPTION);
  await page.goto('/admin/payments');
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  const totals = page.getByRole('region', { name: /^Totals for/ });
  await expect(totals.getByText('Refunds', { exact: true })).toBeVisible();
  const list = page.getByRole('region', { name: 'Payments and refunds' });
  // Other journeys refund £50 today too: this stay's refund is the one with its reference.
  const refundRow = list
    .getByRole('listitem')
    .filter({ hasText: 'Refund £50.00' })
    .filter({ hasText: stay.bookingNo });
  await expect(refundRow).toBeVisible();
  await expect(refundRow).toContainText('Reason: Hot tub out of order');
  await expect(refundRow.getByRole('link', { name: new RegExp(stay.bookingNo) })).toHaveAttribute(
    'href',
    `/admin/bookings/${stay.bookingNo}`,
  );
  // The deposit the guest paid online is listed too.
  await expect(
    list.getByRole('listitem').filter({ hasText: 'Online card' }).filter({ hasText: stay.bookingNo }),
  ).toBeVisible();
  await checkBothWidths(page, 'admin-payments', 'the Payments screen');

  // A day without money says so.
  await page.goto('/admin/payments?date=2020-01-01');
  await expect(page.getByText('No payments or refunds on this day.')).toBeVisible();
  await checkBothWidths(page, 'admin-payments-empty', 'the Payments screen on a day without money');
});
