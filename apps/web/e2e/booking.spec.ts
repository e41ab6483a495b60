import { addDays, londonToday, nextFriday } from '@parkstays/contract';
import type { Page } from '@playwright/test';
import { expect, POSTGRES, test, VIEWPORTS } from './fixtures';
import { bookStay, fillCard, PAY_BUTTON, stayWithBalance } from './helpers';

/** A Friday six weeks or more away, for a week: far enough ahead (over 28 days) to pay a deposit. */
const arrival = nextFriday(addDays(londonToday(), 42));
const searchUrl = `/?booking_type=1&arrival_date=${arrival}&no_of_nights=7&no_of_adults=2`;

async function chooseFirstStay(page: Page) {
  await page.goto(searchUrl);
  const results = page.getByRole('region', { name: 'Available holidays' });
  await expect(results.getByRole('article').first()).toBeVisible();
  await results
    .getByRole('link', { name: /^Book Now/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/create-booking\//);
  await expect(page.getByRole('tab', { name: '1 Your Details' })).toHaveAttribute('aria-selected', 'true');
}

test(
  'a guest books with a new account, adds a cot, applies a coupon, pays the deposit through 3-D Secure and finds it in My Bookings',
  POSTGRES,
  async ({ page, guest, expectAccessible, saveScreenshot }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await chooseFirstStay(page);
    const stay = page.getByRole('complementary', { name: 'Your stay' });
    await expect(stay.getByText('7 Nights')).toBeVisible();
    await expect(page.getByRole('tab', { name: '2 Optional Extras' })).toBeDisabled();

    // 1 Your Details: a guest gives a password, and a mismatch is caught first.
    const details = page.getByRole('form', { name: 'Your details' });
    await details.getByLabel('First name').fill(guest.firstName);
    await details.getByLabel('Last name').fill(guest.lastName);
    await details.getByLabel('Email').fill(guest.email);
    await details.getByLabel('Phone number').fill('07700900456');
    await details.getByLabel('Address line 1 (optional)').fill('2 Cliff Top');
    await details.getByLabel('Town or city (optional)').fill('Whitby');
    await details.getByLabel('Postcode (optional)').fill('YO211AA');
    await details.getByLabel('Country').selectOption({ label: 'United Kingdom' });
    // The search was for two adults: the form starts there.
    await expect(details.getByLabel('Adults')).toHaveValue('2');
    await details.getByLabel('Password', { exact: true }).fill(guest.password);
    await details.getByLabel('Confirm password').fill(`${guest.password}x`);
    await details.getByRole('button', { name: 'Continue' }).click();
    await expect(details.getByText("Password and confirmation password don't match").first()).toBeVisible();
    await expectAccessible(page, 'the details step with errors');
    await details.getByLabel('Confirm password').fill(guest.password);
    await details.getByRole('button', { name: 'Continue' }).click();

    // The booking made the account and signed the guest in (Remember Me).
    await expect(page).toHaveURL(/\/confirm-booking\/\d+$/);
    const bookingId = Number(/\/confirm-booking\/(\d+)/.exec(page.url())?.[1]);
    await expect(page.getByRole('button', { name: new RegExp(guest.firstName) })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

    // 2 Optional Extras: a cot.
    await expect(page.getByRole('tab', { name: '2 Optional Extras' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText(/£10 deposit/).first()).toBeVisible();
    await page.getByLabel(/Quantity of Cot hire/).fill('1');
    await saveScreenshot(page, 'booking-extras-1280');
    await expectAccessible(page, 'the extras step');
    await page.getByRole('button', { name: 'Continue' }).click();

    // 3 Summary and Payment.
    await expect(page.getByRole('tab', { name: '3 Summary and Payment' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const summary = page.getByRole('region', { name: 'Booking summary' });
    await expect(summary.getByText(/1 × Cot hire/)).toBeVisible();
    await expect(summary.getByText('The balance is due in full 28 days before arrival.')).toBeVisible();
    await expect(page.getByText(/We're holding this for you until \d\d:\d\d/)).toBeVisible();
    const totalBefore = await summary
      .getByText('Total', { exact: true })
      .locator('xpath=following-sibling::dd[1]')
      .textContent();

    // The demo's expired code: docs/product.md's words first, then why.
    const coupon = page.getByRole('form', { name: 'Coupon' });
    await page.getByLabel('Coupon code').fill('SPRING20');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(coupon.getByRole('alert')).toHaveText(
      /^Invalid coupon, please check and try again\. This code ended on \d\d\/\d\d\/\d{4}\.$/,
    );
    await page.getByLabel('Coupon code').fill('SUMMER10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Promotion applied')).toBeVisible();
    await expect(summary.getByText('Discount (SUMMER10)')).toBeVisible();
    await expect(
      summary.getByText('Total', { exact: true }).locator('xpath=following-sibling::dd[1]'),
    ).not.toHaveText(totalBefore ?? '');

    const payment = page.getByRole('form', { name: 'Card payment' });
    await payment.getByRole('radio', { name: /^Deposit/ }).check();
    await payment.getByRole('button', { name: PAY_BUTTON }).click();
    await expect(payment.getByRole('heading', { name: 'Missing required fields' })).toBeVisible();
    await fillCard(payment, 'CHALLENGE');
    await saveScreenshot(page, 'booking-payment-1280');
    await expectAccessible(page, 'the summary and payment step');
    await payment.getByRole('button', { name: PAY_BUTTON }).click();
    await expect(payment.getByRole('button', { name: 'Processing' })).toBeDisabled();

    // The bank's check, in the iframe.
    const frame = page.frameLocator('iframe[title="3-D Secure check"]');
    await frame.getByRole('button', { name: 'Pass authentication' }).click();

    // Booking Confirmed, with one purchase event.
    await expect(page).toHaveURL(new RegExp(`/booking-confirmed/${bookingId}$`));
    await expect(page.getByRole('heading', { name: 'Booking Confirmed', level: 1 })).toBeVisible();
    const events = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
        (entry) => entry.event === 'purchase',
      ),
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      event: 'purchase',
      ecommerce: {
        currency: 'GBP',
        tax: 0,
        shipping: 0,
        items: [{ item_category: 'Self-catering', quantity: 1 }],
      },
    });
    const bookingNo = (events[0] as { ecommerce: { transaction_id: string } }).ecommerce.transaction_id;
    await expect(page.getByText(bookingNo).first()).toBeVisible();
    await saveScreenshot(page, 'booking-confirmed-1280');
    await expectAccessible(page, 'Booking Confirmed');

    // My Bookings, from the header's user menu.
    await page.getByRole('button', { name: new RegExp(guest.firstName) }).click();
    await page.getByRole('menuitem', { name: 'My Bookings' }).click();
    await expect(page).toHaveURL(/\/my-bookings$/);
    const upcoming = page.getByRole('region', { name: 'Your upcoming holidays' });
    const viewLink = upcoming.getByRole('link', { name: new RegExp(`View booking\\s*${bookingNo}`) });
    await expect(viewLink).toBeVisible();
    await expectAccessible(page, 'My Bookings');
    await viewLink.click();
    await expect(page).toHaveURL(new RegExp(`/booking/${bookingId}$`));
    await expect(page.getByRole('table', { name: 'Payments' }).getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('heading', { name: 'Pay balance' })).toBeVisible();
    await expect(page.getByLabel('Amount (£)')).toBeVisible();
    await expectAccessible(page, 'the booking view');
  },
);

test('on a phone, a signed-in guest sees the booking steps prefilled, without horizontal scrolling', async ({
  page,
  request,
  account,
  signIn,
  expectAccessible,
  saveScreenshot,
}) => {
  // A stay the guest booked earlier, its deposit paid: its pages are looked at on the phone too.
  const earlier = await stayWithBalance(
    request,
    account.token,
    account,
    nextFriday(addDays(londonToday(), 70)),
  );
  await signIn(account);
  await page.setViewportSize(VIEWPORTS.phone);
  await chooseFirstStay(page);
  const details = page.getByRole('form', { name: 'Your details' });
  await expect(details.getByLabel('First name')).toHaveValue(account.firstName);
  await expect(details.getByLabel('Password', { exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    VIEWPORTS.phone.width,
  );
  await saveScreenshot(page, 'booking-details-390');
  await expectAccessible(page, 'the details step on a phone');
  await details.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/confirm-booking\/\d+$/);
  await expect(page.getByRole('tab', { name: '2 Optional Extras' })).toHaveAttribute('aria-selected', 'true');
  await saveScreenshot(page, 'booking-extras-390');
  await expectAccessible(page, 'the extras step on a phone');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('region', { name: 'Booking summary' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    VIEWPORTS.phone.width,
  );
  await saveScreenshot(page, 'booking-payment-390');
  await expectAccessible(page, 'the payment step on a phone');

  await page.goto('/my-bookings');
  await expect(page.getByRole('heading', { name: 'Your upcoming holidays' })).toBeVisible();
  await saveScreenshot(page, 'my-bookings-390');

  // The guest's confirmed stay: its confirmation and booking pages on a phone.
  await page
    .getByRole('region', { name: 'Your upcoming holidays' })
    .getByRole('link', { name: new RegExp(`View booking\\s*${earlier.bookingNo}`) })
    .click();
  await expect(page.getByRole('table', { name: 'Payments' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    VIEWPORTS.phone.width,
  );
  await saveScreenshot(page, 'booking-view-390');
  await page.goto(page.url().replace('/booking/', '/booking-confirmed/'));
  await expect(page.getByRole('heading', { name: 'Booking Confirmed', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    VIEWPORTS.phone.width,
  );
  await saveScreenshot(page, 'booking-confirmed-390');
  await expectAccessible(page, 'Booking Confirmed on a phone');
  await page.goto('/my-bookings');
  await expect(page.getByRole('heading', { name: 'Your upcoming holidays' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    VIEWPORTS.phone.width,
  );
  await expectAccessible(page, 'My Bookings on a phone');
});

/** Fills the card form and pays. */
async function payWithCard(page: Page, name: string, number: string, button: string | RegExp = PAY_BUTTON) {
  const payment = page.getByRole('form', { name: 'Card payment' });
  await fillCard(payment, name, number);
  await payment.getByRole('button', { name: button }).click();
  return payment;
}

test('a failed challenge and a declined card each say so, then a good card books the stay', async ({
  page,
  account,
  signIn,
}) => {
  await signIn(account);
  await page.setViewportSize(VIEWPORTS.desktop);
  await chooseFirstStay(page);
  await page.getByRole('form', { name: 'Your details' }).getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/confirm-booking\/\d+$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  const payment = page.getByRole('form', { name: 'Card payment' });
  await payment.getByRole('radio', { name: /^Full Payment/ }).check();
  for (const field of ['First name', 'Surname', 'Address', 'City', 'Post code']) {
    const input = payment.getByLabel(field, { exact: true });
    if (!(await input.inputValue())) await input.fill(field === 'Post code' ? 'YO112AB' : 'Carter');
  }

  // The bank's check fails.
  await payWithCard(page, 'CHALLENGE', '4929000000006');
  await page
    .frameLocator('iframe[title="3-D Secure check"]')
    .getByRole('button', { name: 'Fail authentication' })
    .click();
  await expect(payment.getByRole('alert').filter({ hasText: /Rejected|3-D|authenticat/i })).toBeVisible();

  // The bank declines the card.
  await payWithCard(page, 'Emily Carter', '4929602110085639');
  await expect(
    payment.getByRole('alert').filter({ hasText: /NotAuthed|not authorised|declined/i }),
  ).toBeVisible();

  // A good card.
  await payWithCard(page, 'SUCCESSFUL', '4929000000006');
  await expect(page).toHaveURL(/\/booking-confirmed\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Booking Confirmed', level: 1 })).toBeVisible();
});

test('a signed-in guest pays the balance from the booking page and nothing is left to pay', async ({
  page,
  request,
  account,
  signIn,
  saveScreenshot,
}) => {
  // The guest's stay with its deposit paid and the balance still to pay.
  const stay = await stayWithBalance(request, account.token, account, nextFriday(addDays(londonToday(), 77)));
  await signIn(account);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/');
  await page.getByRole('button', { name: new RegExp(account.firstName) }).click();
  await page.getByRole('menuitem', { name: 'My Bookings' }).click();
  await page
    .getByRole('region', { name: 'Your upcoming holidays' })
    .getByRole('link', { name: new RegExp(`View booking\\s*${stay.bookingNo}`) })
    .click();
  await expect(page).toHaveURL(/\/booking\/\d+$/);
  const bookingUrl = page.url();
  await expect(page.getByRole('heading', { name: 'Pay balance' })).toBeVisible();
  const amount = page.getByLabel('Amount (£)');
  const outstanding = await amount.getAttribute('max');
  expect(Number(outstanding)).toBeGreaterThan(0);
  await amount.fill(String(outstanding));
  for (const field of ['First name', 'Surname', 'Address', 'City', 'Post code']) {
    const input = page.getByLabel(field, { exact: true });
    if (!(await input.inputValue())) await input.fill(field === 'Post code' ? 'YO112AB' : 'Carter');
  }
  await saveScreenshot(page, 'booking-balance-1280');
  await payWithCard(page, 'SUCCESSFUL', '4929000000006', 'Make payment');
  await expect(page).toHaveURL(/\/booking-confirmed\/\d+$/);
  await page.goto(bookingUrl);
  await expect(page.getByRole('table', { name: 'Payments' }).getByRole('row')).toHaveCount(3);
  await expect(page.getByLabel('Amount (£)')).toHaveCount(0);
  const details = await page.getByRole('main').textContent();
  expect(details).toMatch(/Outstanding[^£]*£0\.00/);
});

test("another user opening someone's booking pages sees nothing of it", async ({
  page,
  request,
  account,
  signIn,
}) => {
  // A guest's upcoming stay, which a stranger then tries to open.
  const stay = await stayWithBalance(request, account.token, account, nextFriday(addDays(londonToday(), 84)));
  const target = { id: stay.id, booking_no: stay.bookingNo };

  const email = `stranger.${Date.now()}@example.test`;
  const password = 'Nosy-Neighbour-31';
  const signUp = await request.post('/api/users', {
    data: { email, password, first_name: 'Nosy', last_name: 'Parker', country_code: 'GB' },
  });
  expect(signUp.status()).toBe(201);
  await signIn({ email, password });
  for (const path of [
    `/booking/${target.id}`,
    `/confirm-booking/${target.id}`,
    `/booking-confirmed/${target.id}`,
  ]) {
    await page.goto(path);
    await expect(page.getByText('Booking not found').first()).toBeVisible();
    expect(await page.getByRole('main').textContent()).not.toContain(target.booking_no);
  }
  await page.goto('/my-bookings');
  await expect(page.getByRole('heading', { name: 'Your upcoming holidays' })).toBeVisible();
  expect(await page.getByRole('main').textContent()).not.toContain(target.booking_no);
});

test('the booking view lists its payments, failed attempts included, whole at 1280 px and as cards on a phone', async ({
  page,
  request,
  account,
  signIn,
  checkBothWidths,
}) => {
  // A new stay for the guest, made through the API.
  const token = account.token;
  const search = await request.get(
    `/api/find-availability?booking_type=1&arrival_date=${arrival}&no_of_nights=7&no_of_adults=2`,
  );
  const stay = (
    (await search.json()).data as { grade_code: string; arrival_date: string; available_count: number }[]
  ).find((row) => row.arrival_date === arrival && row.available_count > 0);
  expect(stay, 'a free stay to book').toBeTruthy();
  const { id: bookingId } = await bookStay(request, token, account, {
    gradeCode: stay!.grade_code,
    arrival,
    nights: 7,
  });

  // A declined card on the summary step: an attempt that took nothing.
  await signIn(account);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto(`/confirm-booking/${bookingId}`);
  await page.getByRole('button', { name: 'Continue' }).click();
  const payment = await payWithCard(page, 'Emily Carter', '4929602110085639');
  await expect(payment.getByRole('alert').filter({ hasText: /declined/i })).toBeVisible();

  await page.goto(`/booking/${bookingId}`);
  const table = page.getByRole('table', { name: 'Payments' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Card declined');
  await expect(table.getByRole('row').nth(1)).toContainText(/nothing was taken/i);

  // 1280 px: the table fits its panel, every column showing.
  const fits = await table.evaluate((element) => {
    const panel = element.closest('section') as HTMLElement;
    return { table: element.getBoundingClientRect().width, panel: panel.clientWidth };
  });
  expect(fits.table).toBeLessThanOrEqual(fits.panel);
  for (const header of ['Date', 'Payment', 'Amount', 'Status']) {
    await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
  }

  // A phone: each payment a card, every value inside the screen with its name beside it.
  await page.setViewportSize(VIEWPORTS.phone);
  const cells = await table.locator('td').evaluateAll((tds) =>
    tds.map((td) => {
      const box = td.getBoundingClientRect();
      return { left: box.left, right: box.right, label: getComputedStyle(td, '::before').content };
    }),
  );
  expect(cells.length).toBeGreaterThan(0);
  for (const cell of cells) {
    expect(cell.left).toBeGreaterThanOrEqual(0);
    expect(cell.right).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    expect(cell.label).not.toBe('none');
  }
  await checkBothWidths(page, 'booking-view-payments', 'the booking view with its payments');
});
