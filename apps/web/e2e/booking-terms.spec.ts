import { addDays, londonToday, nextFriday } from '@parkstays/contract';
import { expect, readOutbox, test, VIEWPORTS } from './fixtures';
import { heldStay } from './helpers';

/** Seven weeks ahead: beyond the 42 days' notice, so a deposit may be paid. */
const arrival = nextFriday(addDays(londonToday(), 49));
const TERMS = [
  'If you cancel 42 days or more before you arrive, we refund everything you have paid except the deposit.',
  'If you cancel less than 42 days before you arrive, nothing is refunded.',
];

test('the Summary shows the booking terms; paying needs the agreement, then the terms go with the booking and its e-mail', async ({
  page,
  request,
  account,
  signIn,
  checkBothWidths,
}) => {
  const { id } = await heldStay(request, account.token, account, arrival);
  await signIn(account);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto(`/confirm-booking/${id}`);
  await page.getByRole('form', { name: 'Optional extras' }).getByRole('button', { name: 'Continue' }).click();

  // 3 Summary and Payment: the terms of the stay's holiday type, above the box and the button.
  const payment = page.getByRole('form', { name: 'Card payment' });
  const terms = payment.getByRole('region', { name: 'Booking terms' });
  for (const sentence of TERMS) await expect(terms).toContainText(sentence);
  const agree = payment.getByRole('checkbox', { name: 'I agree to the booking terms' });
  await expect(agree).not.toBeChecked();
  await payment.getByRole('radio', { name: /^Deposit: / }).check();
  // The button says what is taken now: the deposit chosen.
  const deposit = ((await payment.getByText(/^Deposit: £/).textContent()) ?? '').replace('Deposit: ', '');
  expect(deposit).toMatch(/^£[\d,]+\.\d\d$/);
  const pay = payment.getByRole('button', { name: `Pay ${deposit} now` });
  await expect(pay).toBeVisible();
  await payment.getByLabel('Name on card').fill('SUCCESSFUL');
  await payment.getByLabel('Card number').fill('4929000000006');
  await payment.getByLabel('Expiry date (MMYY)').fill('1230');
  await payment.getByLabel('CV2').fill('123');
  await checkBothWidths(page, 'summary-terms', 'the Summary step with the booking terms');

  // Not agreed: refused on the page, and nothing is sent to the card processor or to us.
  const payments: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && /\/api\/payments$|card-identifiers$/.test(sent.url()))
      payments.push(sent.url());
  });
  await pay.click();
  await expect(
    page.getByRole('link', { name: 'Tick the box to agree to the terms and conditions' }),
  ).toBeVisible();
  expect(payments).toEqual([]);
  // Nor does the API take it from a client that skips the box.
  const refused = await request.post('/api/payments', {
    headers: { authorization: `Bearer ${account.token}`, 'idempotency-key': `terms-refused-${id}` },
    data: {
      merchantSessionKey: 'unused',
      cardIdentifier: 'unused',
      type: 'Deposit',
      bookingNumber: String(id),
      customerFirstName: account.firstName,
      customerLastName: account.lastName,
      address1: '1 Harbour Row',
      city: 'Whitby',
      postalCode: 'YO211AA',
    },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({
    code: 'TERMS_NOT_AGREED',
    errors: [{ field: 'termsAgreed' }],
  });

  // Agreed: paid, confirmed.
  await agree.check();
  await pay.click();
  await expect(page.getByRole('heading', { name: 'Booking Confirmed', level: 1 })).toBeVisible();

  // The booking keeps the terms agreed, and says when; the confirmation e-mail carries them.
  await page.goto(`/booking/${id}`);
  const kept = page.getByRole('region', { name: 'Booking terms' });
  for (const sentence of TERMS) await expect(kept).toContainText(sentence);
  await expect(kept).toContainText(/You agreed to these terms on \d\d\/\d\d\/\d{4}/);
  const confirmation = (await readOutbox(request, account.email)).find((mail) =>
    /confirmed/.test(mail.subject),
  );
  for (const sentence of TERMS) expect(confirmation?.text).toContain(sentence);
});
