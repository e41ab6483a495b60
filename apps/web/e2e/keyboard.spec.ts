import { addDays, londonToday, nextFriday } from '@parkstays/contract';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AGREE_BOX, futureExpiry, PAY_BUTTON, stayWithBalance } from './helpers';

/**
 * Keyboard-only journeys: Tab, Shift+Tab, Enter, Space and the arrow keys,
 * never a click, at 1280 px on an 800 px high window; after each step, where the focus is.
 */
const KEYBOARD_VIEWPORT = { width: 1280, height: 800 };
const arrival = nextFriday(addDays(londonToday(), 42));
const searchUrl = `/?booking_type=1&arrival_date=${arrival}&no_of_nights=7&no_of_adults=2`;

function isFocused(target: Locator) {
  return target.evaluate((element) => element === element.ownerDocument.activeElement);
}

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  await expect(target).toBeAttached();
  for (let presses = 0; presses < max; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused({ timeout: 1 });
}

/** Tabs to a text field and types into it (when it is empty). */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  if ((await field.inputValue()) === '') await page.keyboard.type(text);
}

/** The focused element shows the focus ring and is not hidden under the sticky header. */
async function expectVisibleFocus(page: Page, target: Locator) {
  await expect(target).toBeFocused();
  await expect(target).toBeInViewport();
  // The site's focus ring (global.css :focus-visible) is an outline: never switched off.
  const outline = await target.evaluate((element) => {
    const css = getComputedStyle(element);
    return css.outlineStyle === 'none' ? 0 : Number.parseFloat(css.outlineWidth);
  });
  expect(
    outline,
    `a focus ring on ${await target.evaluate((e) => e.outerHTML.slice(0, 80))}`,
  ).toBeGreaterThan(0);
  const box = await target.boundingBox();
  expect(box, 'the focused element has a box').not.toBeNull();
  if (!(await target.evaluate((element) => element.closest('header') !== null))) {
    const header = page.getByRole('banner');
    const headerBottom = await header.evaluate((element) => element.getBoundingClientRect().bottom);
    expect(box!.y, 'the focused element is below the sticky header').toBeGreaterThanOrEqual(headerBottom - 1);
  }
  expect(box!.y + box!.height, 'the focused element is above the bottom of the window').toBeLessThanOrEqual(
    KEYBOARD_VIEWPORT.height,
  );
}

/** A heading has the focus, visibly, below the header. */
async function expectHeadingFocused(page: Page, name: string | RegExp, level?: number) {
  const heading = page.getByRole('heading', { name, ...(level ? { level } : {}) });
  await expectVisibleFocus(page, heading);
}

test('keyboard only: from the home page to Booking Confirmed, with the focus where the guest is', async ({
  page,
  account,
  expectAccessible,
}) => {
  // One key at a time through a whole booking, with axe-core on the way: longer than most journeys.
  test.slow();
  await page.setViewportSize(KEYBOARD_VIEWPORT);
  await page.goto(searchUrl);
  const results = page.getByRole('region', { name: 'Available holidays' });
  await expect(results.getByRole('article').first()).toBeVisible();

  // Log In: Escape and Close each hand the focus back to the button that opened it.
  const logIn = page.getByRole('banner').getByRole('button', { name: 'Log In' });
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await tabTo(page, logIn);
  await page.keyboard.press('Enter');
  await expect(signIn.getByLabel('Email')).toBeFocused();
  await expectAccessible(page, 'the Sign In popup');
  await page.keyboard.press('Escape');
  await expect(signIn).toBeHidden();
  await expectVisibleFocus(page, logIn);
  await page.keyboard.press('Enter');
  await expect(signIn.getByLabel('Email')).toBeFocused();
  await tabTo(page, signIn.getByRole('button', { name: 'Close' }), { back: true });
  await page.keyboard.press('Enter');
  await expect(signIn).toBeHidden();
  await expectVisibleFocus(page, logIn);

  // Signing in leaves the focus on the account button that took Log In's place.
  await page.keyboard.press('Enter');
  await expect(signIn.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await expect(signIn.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(signIn).toBeHidden();
  await expectVisibleFocus(page, page.getByRole('button', { name: new RegExp(account.firstName) }));

  // More Information: Escape and Close hand the focus back to the card's button.
  const firstCard = results.getByRole('article').first();
  const moreInformation = firstCard.getByRole('button', { name: /^More Information/ });
  await tabTo(page, moreInformation);
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog');
  await expect(details).toBeVisible();
  await expectAccessible(page, 'More Information');
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expectVisibleFocus(page, moreInformation);
  await page.keyboard.press('Enter');
  await expect(details).toBeVisible();
  await tabTo(page, details.getByRole('button', { name: 'Close' }), { back: true });
  await page.keyboard.press('Enter');
  await expect(details).toBeHidden();
  await expectVisibleFocus(page, moreInformation);

  // Book Now: step 1's heading takes the focus.
  await tabTo(page, firstCard.getByRole('link', { name: /^Book Now/ }).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/create-booking\//);
  await expectHeadingFocused(page, 'Your details', 2);

  // 1 Your Details (prefilled for the signed-in guest): Continue; step 2's heading.
  const detailsForm = page.getByRole('form', { name: 'Your details' });
  await tabTo(page, detailsForm.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/confirm-booking\/\d+$/);
  const bookingId = Number(/\/confirm-booking\/(\d+)/.exec(page.url())?.[1]);
  await expectHeadingFocused(page, 'Optional extras', 2);
  await expectAccessible(page, 'the extras step');

  // 2 Optional Extras: Continue; step 3's heading.
  await tabTo(
    page,
    page.getByRole('form', { name: 'Optional extras' }).getByRole('button', { name: 'Continue' }),
  );
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: '3 Summary and Payment' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expectHeadingFocused(page, 'Booking summary', 2);

  // 3 Summary and Payment: the card form by keyboard, a card the bank challenges.
  const payment = page.getByRole('form', { name: 'Card payment' });
  await typeInto(page, payment.getByLabel('First name', { exact: true }), 'Emily');
  await typeInto(page, payment.getByLabel('Surname', { exact: true }), 'Carter');
  await typeInto(page, payment.getByLabel('Address', { exact: true }), '1 Harbour Row');
  await typeInto(page, payment.getByLabel('City', { exact: true }), 'Whitby');
  await typeInto(page, payment.getByLabel('Post code', { exact: true }), 'YO211AA');
  await typeInto(page, payment.getByLabel('Name on card'), 'CHALLENGE');
  await typeInto(page, payment.getByLabel('Card number'), '4929000000006');
  await typeInto(page, payment.getByLabel('Expiry date (MMYY)'), futureExpiry());
  await typeInto(page, payment.getByLabel('CV2'), '123');
  const terms = payment.getByLabel(AGREE_BOX);
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await expectAccessible(page, 'the summary and payment step');
  await tabTo(page, payment.getByRole('button', { name: PAY_BUTTON }));
  await page.keyboard.press('Enter');

  // The bank's check: announced by taking the focus; the next Tab is inside the bank's page.
  await expectHeadingFocused(page, "Your bank needs to check it's you");
  const bank = page.frameLocator('iframe[title="3-D Secure check"]');
  const pass = bank.getByRole('button', { name: 'Pass authentication' });
  await expect(pass).toBeVisible();
  await expectAccessible(page, 'the 3-D Secure challenge');
  await tabTo(page, pass, { max: 5 });
  await page.keyboard.press('Enter');

  // Booking Confirmed: its heading has the focus, at the top of the page; Tab goes on from there.
  await expect(page).toHaveURL(new RegExp(`/booking-confirmed/${bookingId}$`));
  await expectHeadingFocused(page, 'Booking Confirmed', 1);
  await expectAccessible(page, 'Booking Confirmed');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
});

test('keyboard only: the filter sidebar and page 2 of the results stay in view under the sticky header', async ({
  page,
  expectAccessible,
}) => {
  await page.setViewportSize(KEYBOARD_VIEWPORT);
  await page.goto(searchUrl);
  const results = page.getByRole('region', { name: 'Available holidays' });
  await expect(results.getByRole('article').first()).toBeVisible();

  // The sidebar is taller than the window: tabbing to its last boxes brings each into view.
  const filters = page.getByRole('complementary', { name: 'Filter results' });
  for (const facility of ['Shop', 'Spa']) {
    await tabTo(page, filters.getByRole('checkbox', { name: facility, exact: true }));
    await expectVisibleFocus(page, filters.getByRole('checkbox', { name: facility, exact: true }));
  }
  await page.keyboard.press('Space');
  await expect(filters.getByRole('checkbox', { name: 'Spa', exact: true })).toBeChecked();
  await page.keyboard.press('Space');

  // Page 2: the results' heading takes the focus, visibly, below the header.
  await tabTo(
    page,
    page.getByRole('navigation', { name: 'Results pages' }).getByRole('button', { name: 'Page 2' }),
  );
  await page.keyboard.press('Enter');
  await expect(results.getByRole('status')).toContainText('page 2 of');
  await expectHeadingFocused(page, 'Available holidays', 2);
  await expectAccessible(page, 'page 2 of the results');
});

test('keyboard only: every new page of a stay takes the focus to its heading, and the session carousel keeps it', async ({
  page,
  request,
  account,
  signIn,
  expectAccessible,
}) => {
  test.slow();
  // A stay of this test's own account with a balance to pay.
  const stay = await stayWithBalance(request, account.token, account, nextFriday(addDays(londonToday(), 56)));
  await signIn(account);
  await page.setViewportSize(KEYBOARD_VIEWPORT);

  // My Bookings → View booking.
  await page.goto('/my-bookings');
  const view = page
    .getByRole('region', { name: 'Your upcoming holidays' })
    .getByRole('link', { name: new RegExp(`View booking\\s*${stay.bookingNo}`) });
  await tabTo(page, view);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/booking/${stay.id}$`));
  await expectHeadingFocused(page, 'My Bookings', 1);

  // A declined card on the balance form: the error takes the focus.
  const payment = page.getByRole('form', { name: 'Card payment' });
  await typeInto(page, payment.getByLabel('Amount (£)'), '1');
  for (const [field, text] of [
    ['First name', 'Emily'],
    ['Surname', 'Carter'],
    ['Address', '1 Harbour Row'],
    ['City', 'Whitby'],
    ['Post code', 'YO211AA'],
  ] as const) {
    await typeInto(page, payment.getByLabel(field, { exact: true }), text);
  }
  await typeInto(page, payment.getByLabel('Name on card'), 'Emily Carter');
  await typeInto(page, payment.getByLabel('Card number'), '4929602110085639');
  await typeInto(page, payment.getByLabel('Expiry date (MMYY)'), futureExpiry());
  await typeInto(page, payment.getByLabel('CV2'), '123');
  await tabTo(page, payment.getByLabel(AGREE_BOX));
  await page.keyboard.press('Space');
  await tabTo(page, payment.getByRole('button', { name: 'Make payment' }));
  await page.keyboard.press('Enter');
  const failure = payment.getByRole('alert').filter({ hasText: /declined|not authorised|NotAuthed/i });
  await expectVisibleFocus(page, failure);
  await expectAccessible(page, 'the booking view with a declined card');

  // Book Activities, from the booking page's link.
  await tabTo(page, page.getByRole('link', { name: 'Book Activities' }), { back: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/booking/${stay.id}/activities$`));
  await expectHeadingFocused(page, 'Book Activities', 1);

  // The session carousel: Previous and Next dates both stay in the Tab order; Enter moves the dates
  // and leaves the focus on the button.
  const archery = page.getByRole('region', { name: 'Sessions of Archery Taster' });
  const slides = archery.getByRole('group');
  const previous = archery.getByRole('button', { name: 'Previous dates of Archery Taster' });
  const next = archery.getByRole('button', { name: 'Next dates of Archery Taster' });
  await tabTo(page, previous);
  await expect(slides.last()).toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(next).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(previous).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(slides.last()).not.toBeInViewport();
  await expect(previous).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(slides.first()).toBeInViewport();
  await expect(previous).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(slides.first()).not.toBeInViewport();
  await expect(next).toBeFocused();
  await expectAccessible(page, 'Book Activities');

  // Book Now on a session (the page is scrolled well down): the activity session page's heading.
  const bookNow = archery
    .getByRole('button', { name: /^Book Now/ })
    .and(page.locator(':enabled'))
    .last();
  await tabTo(page, bookNow, { back: true });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Book Archery Taster' });
  await expect(dialog).toBeVisible();
  await typeInto(page, dialog.getByLabel('Adult'), '1');
  await tabTo(page, dialog.getByRole('button', { name: 'Book Ticket' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/activity-session\/[^/]+$/);
  await expectHeadingFocused(page, 'Your activity session', 1);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(200);
  await expectAccessible(page, 'the activity session page');
});

test('the sign-in links and Enlarge photo are at least 24 px high', async ({ page }) => {
  await page.setViewportSize(KEYBOARD_VIEWPORT);
  await page.goto(searchUrl);
  const results = page.getByRole('region', { name: 'Available holidays' });
  await expect(results.getByRole('article').first()).toBeVisible();

  await tabTo(page, page.getByRole('banner').getByRole('button', { name: 'Log In' }));
  await page.keyboard.press('Enter');
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  for (const name of ['Forgotten Password?', 'Not Registered? Sign Up']) {
    const box = await signIn.getByRole('button', { name }).boundingBox();
    expect(box?.height, name).toBeGreaterThanOrEqual(24);
    expect(box?.width, name).toBeGreaterThanOrEqual(24);
  }
  await page.keyboard.press('Escape');

  await tabTo(
    page,
    results
      .getByRole('article')
      .first()
      .getByRole('button', { name: /^More Information/ }),
  );
  await page.keyboard.press('Enter');
  const enlarge = page.getByRole('dialog').getByRole('button', { name: /^Enlarge/ });
  await expect(enlarge).toBeVisible();
  const box = await enlarge.boundingBox();
  expect(box?.height, 'Enlarge photo').toBeGreaterThanOrEqual(24);
  expect(box?.width, 'Enlarge photo').toBeGreaterThanOrEqual(24);
});
