import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { addDays, LINK_OWNER_FAILED_MESSAGE, londonToday } from '@parkstays/contract';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { addOwner, expect, type NewGuest, POSTGRES, test, VIEWPORTS } from './fixtures';
import { bookTickets, fillCard, openTicketChoice, planVisit, signUpGuest, ukDate } from './helpers';

const PORTAL = '/owners-portal/owner-portal';

type SignIn = (who: { email: string; password: string }) => Promise<void>;

/** "£4,250.00" → 4250 */
function pounds(text: string | null) {
  return Number((text ?? '').replace(/[£,\s]/g, ''));
}

/** 4250 → "£4,250.00" */
const money = (amount: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(amount);

/** The value beside a label in a description list. */
function factOf(scope: Locator, label: string) {
  return scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
}

/** Makes the new guest's account and signs them in, at 1280 px. */
async function signUpAndIn(page: Page, request: APIRequestContext, signIn: SignIn, guest: NewGuest) {
  await signUpGuest(request, guest);
  await signIn(guest);
  await page.setViewportSize(VIEWPORTS.desktop);
}

function balanceOf(page: Page) {
  return factOf(page.getByRole('region', { name: 'Account Balance' }), 'Balance');
}

/** The portal with everything loaded: details, deal, visits and the ledger. */
async function openPortal(page: Page) {
  await page.goto(PORTAL);
  await expect(page.getByRole('heading', { name: 'Owner Portal', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Owner Details' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Current Deal' }).locator('dl')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Ledger Entries' })).toBeVisible();
}

/** Signs the owner in and opens the portal at 1280 px. */
async function openPortalAsOwner(page: Page, signIn: SignIn, owner: { email: string; password: string }) {
  await signIn(owner);
  await page.setViewportSize(VIEWPORTS.desktop);
  await openPortal(page);
}

test('a new user links to an owner account with the code e-mailed to the owner, then sees the portal', async ({
  page,
  request,
  guest,
  signIn,
  latestMail,
  checkBothWidths,
}) => {
  // An owner staff added, whose address on file no account has signed up with.
  const owner = await addOwner(request, {
    name: 'Thomas Reid',
    email: `thomas.reid.${randomUUID().slice(0, 8)}@example.test`,
  });
  await signUpAndIn(page, request, signIn, guest);
  await page.goto('/');
  await page.getByRole('link', { name: 'Owner Portal' }).click();
  await expect(page).toHaveURL(new RegExp(`${PORTAL}$`));
  const form = page.getByRole('form', { name: 'Link Customer Account' });
  await expect(form.getByLabel('Email')).toBeVisible();
  await expect(form.getByLabel('Code')).toHaveCount(0);
  await checkBothWidths(page, 'owner-link', 'Link Customer Account');

  await form.getByLabel('Email').fill(owner.email);
  await form.getByLabel('Customer Number (optional)').fill(owner.customerNo);
  await form.getByRole('button', { name: 'Link Account' }).click();
  await expect(form.getByText(/We have sent a code to the owner e-mail address/)).toBeVisible();
  const code = form.getByLabel('Code');
  await expect(code).toBeFocused();

  const mail = await latestMail(owner.email);
  const sent = /code is (\d{6})/.exec(mail.text)?.[1];
  expect(sent, 'a six-digit code in the e-mail').toBeTruthy();
  await code.fill(sent ?? '');
  await checkBothWidths(page, 'owner-link-code', 'the code step');
  await form.getByRole('button', { name: 'Link Account' }).click();

  await expect(
    page.getByText(`Your account is now linked to customer number ${owner.customerNo}.`),
  ).toBeVisible();
  await expect(form).toHaveCount(0);
  const details = page.getByRole('region', { name: 'Owner Details' });
  await expect(factOf(details, 'Name')).toHaveText(owner.name);
  await expect(factOf(details, 'Customer No')).toHaveText(owner.customerNo);
  await expect(
    page.getByRole('table', { name: 'Ledger Entries' }).getByRole('row', { name: owner.invoice.description }),
  ).toBeVisible();
  await expect(page.getByText('You have no visits planned. Use Plan a Visit to add one.')).toBeVisible();

  // The session knows the new customer number: a reload keeps the portal.
  await page.reload();
  await expect(factOf(page.getByRole('region', { name: 'Owner Details' }), 'Customer No')).toHaveText(
    owner.customerNo,
  );
  await checkBothWidths(page, 'owner-portal-linked', 'the new portal');
});

test("a wrong e-mail, and someone else's customer number, are refused in red", async ({
  page,
  request,
  guest,
  signIn,
  checkBothWidths,
}) => {
  // Someone else: an owner staff added with an address that is not the guest's.
  const someoneElse = await addOwner(request, {
    name: 'Margaret Ellis',
    email: `margaret.ellis.${randomUUID().slice(0, 8)}@example.test`,
  });
  await signUpAndIn(page, request, signIn, guest);
  await page.goto(PORTAL);
  const form = page.getByRole('form', { name: 'Link Customer Account' });

  async function refused(email: string, customerNo: string) {
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Customer Number (optional)').fill(customerNo);
    const answer = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/owners-portal/link') && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Link Account' }).click();
    expect((await answer).status()).toBe(400);
    const alert = form.getByRole('alert').filter({ hasText: LINK_OWNER_FAILED_MESSAGE });
    await expect(alert).toBeVisible();
    await expect(alert).toHaveAttribute('data-variant', 'error');
    // Red: the error colour of the design tokens (#b42318).
    await expect(alert).toHaveCSS('color', 'rgb(180, 35, 24)');
    await expect(form.getByLabel('Code')).toHaveCount(0);
  }

  await refused('not.an.owner@example.test', '');
  await refused(guest.email, someoneElse.customerNo);
  await checkBothWidths(page, 'owner-link-refused', 'a refused link');
  await expect(page.getByRole('region', { name: 'Owner Details' })).toHaveCount(0);
  const me = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'));
  expect(me.customer_no).toBeNull();
});

test(
  'an owner pays part of an open invoice through 3-D Secure; the entry and the balance go down',
  POSTGRES,
  async ({ page, owner, signIn, checkBothWidths }) => {
    await openPortalAsOwner(page, signIn, owner);
    const balanceBefore = pounds(await balanceOf(page).textContent());
    expect(balanceBefore).toBeGreaterThan(100);
    await expect(factOf(page.getByRole('region', { name: 'Owner Details' }), 'Customer No')).toHaveText(
      owner.customerNo,
    );
    // Only the deal's non-zero, non-empty fields, with readable labels.
    const deal = page.getByRole('region', { name: 'Current Deal' });
    await expect(factOf(deal, 'Site Fee Contribution')).toHaveText('£1,500.00');
    await expect(deal.getByText('VAT Amount')).toHaveCount(0);
    await checkBothWidths(page, 'owner-portal', 'the Owner Portal');
    // On a phone the ledger is a list of cards instead of a table.
    await page.setViewportSize(VIEWPORTS.phone);
    await expect(page.getByRole('table', { name: 'Ledger Entries' })).toBeHidden();
    await expect(
      page.getByRole('list', { name: 'Ledger Entries' }).getByRole('listitem').first(),
    ).toBeVisible();
    await page.setViewportSize(VIEWPORTS.desktop);

    const siteFees = page
      .getByRole('table', { name: 'Ledger Entries' })
      .getByRole('row')
      .filter({ hasText: 'Invoice' })
      .filter({ hasText: owner.invoice.description });
    const invoiced = owner.invoice.amountPence / 100;
    await expect(siteFees).toContainText(money(invoiced));
    await siteFees.getByRole('link', { name: /View details/ }).click();
    await expect(page).toHaveURL(/\/owners-portal\/ledger-entry\/\d+$/);
    const entryUrl = page.url();
    await expect(page.getByRole('heading', { name: 'Ledger Entry Details', level: 1 })).toBeVisible();
    const entry = page.getByRole('region', { name: /^Invoice / });
    await expect(factOf(entry, 'Open')).toHaveText('Yes');
    const remainingBefore = pounds(await factOf(entry, 'Remaining Amount').textContent());
    expect(remainingBefore).toBe(invoiced);
    await checkBothWidths(page, 'ledger-entry', 'the ledger entry');

    await entry.getByRole('link', { name: /^Make Payment/ }).click();
    await expect(page.getByRole('heading', { name: 'Owner Account Payment', level: 1 })).toBeVisible();
    const payment = page.getByRole('form', { name: 'Card payment' });
    await expect(payment.getByLabel('First name')).toHaveValue(owner.firstName);
    await expect(payment.getByLabel('Post code')).toHaveValue(owner.postCode);
    await payment.getByLabel('Amount (£)').fill('100');
    await fillCard(payment, 'CHALLENGE');
    await checkBothWidths(page, 'owner-payment', 'Owner Account Payment');
    await payment.getByRole('button', { name: 'Make payment' }).click();
    await expect(payment.getByRole('button', { name: 'Processing' })).toBeDisabled();
    await page
      .frameLocator('iframe[title="3-D Secure check"]')
      .getByRole('button', { name: 'Pass authentication' })
      .click();

    await expect(page).toHaveURL(/\/owners-portal\/payment-complete\?entry_no=\d+$/);
    await expect(page.getByRole('heading', { name: 'Payment Complete', level: 1 })).toBeVisible();
    await expect(page.getByText('We have received your payment of £100.00.')).toBeVisible();
    await checkBothWidths(page, 'owner-payment-complete', 'Payment Complete');

    await page.getByRole('link', { name: 'View Ledger Entry' }).click();
    await expect(page).toHaveURL(entryUrl);
    await expect(factOf(page.getByRole('region', { name: /^Invoice / }), 'Remaining Amount')).toHaveText(
      money(invoiced - 100),
    );
    await page.getByRole('link', { name: 'Back to Owner Portal' }).click();
    await expect(balanceOf(page)).toHaveText(money(balanceBefore - 100));
  },
);

test('an owner downloads an invoice as a PDF', async ({ page, owner, signIn, checkBothWidths }) => {
  await openPortalAsOwner(page, signIn, owner);
  const row = page
    .getByRole('table', { name: 'Ledger Entries' })
    .getByRole('row')
    .filter({ hasText: owner.invoice.description });
  const documentNo = (await row.getByRole('cell').nth(2).textContent())?.trim() ?? '';
  expect(documentNo).toBe(owner.invoice.documentNo);
  await row.getByRole('link', { name: /View details/ }).click();
  const entry = page.getByRole('region', { name: `Invoice ${documentNo}` });
  await expect(factOf(entry, 'Document No')).toHaveText(documentNo);
  await checkBothWidths(page, 'ledger-entry-invoice', 'an invoice entry');

  const download = page.waitForEvent('download');
  await entry.getByRole('button', { name: /^Download Invoice/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  expect(file.suggestedFilename()).toContain(documentNo);
  const path = await file.path();
  expect(readFileSync(path).subarray(0, 4).toString('latin1')).toBe('%PDF');
});

test('an owner plans a visit, books the owners-only activity for it and cancels another visit', async ({
  page,
  request,
  owner,
  signIn,
  checkBothWidths,
}) => {
  // Another visit the owner planned before, in a fortnight, with no activity booked for it.
  const other = await planVisit(request, owner.token, {
    parkId: owner.park.id,
    start: addDays(londonToday(), 14),
    end: addDays(londonToday(), 17),
  });
  await openPortalAsOwner(page, signIn, owner);
  const visits = page.getByRole('region', { name: 'Visits' });
  await expect(visits.getByRole('article').first()).toBeVisible();

  // Plan a visit: every field is required.
  const toggle = visits.getByRole('button', { name: 'Plan a Visit' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const form = visits.getByRole('form', { name: 'Plan a Visit' });
  const park = form.getByLabel('Park');
  await expect(park).toBeFocused();
  await park.selectOption('');
  await form.getByRole('button', { name: 'Save Visit' }).click();
  await expect(form.getByRole('link', { name: 'Park is required' })).toBeVisible();

  // The owner's own park, where the owners-only wine tasting runs on Sundays.
  const parkName = "Robin Hood's Bay";
  await park.selectOption({ label: parkName });
  // The dates start empty (one click on Save plans nothing); a start ten weeks on and an end a
  // week later, by keyboard in the calendars.
  const startButton = form.getByRole('button', { name: /^Start date/ });
  const endButton = form.getByRole('button', { name: /^End date/ });
  await expect(startButton).toContainText('Choose a date');
  await expect(endButton).toContainText('Choose a date');
  await expect(form.getByRole('link', { name: 'Start date is required' })).toBeVisible();
  await startButton.focus();
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog', { name: 'Choose start date' });
  await expect(calendar.getByRole('grid').first()).toBeVisible();
  for (let week = 0; week < 10; week++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  const start = addDays(londonToday(), 70);
  const end = addDays(start, 7);
  await expect(startButton).toContainText(ukDate(start));
  await endButton.focus();
  await page.keyboard.press('Enter');
  const endCalendar = page.getByRole('dialog', { name: 'Choose end date' });
  await expect(endCalendar.getByRole('grid').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(endCalendar).toBeHidden();
  await expect(endButton).toContainText(ukDate(end));
  // Who is coming: the visit's tickets per session are at most its party (two adults unless changed).
  await expect(form.getByLabel('Adults')).toHaveValue('2');
  await form.getByLabel('Adults').fill('3');
  await form.getByLabel('Children').fill('1');
  await form.getByRole('button', { name: 'Save Visit' }).click();
  await expect(form.getByText(`Your visit to ${parkName} is planned`)).toBeVisible();
  const planned = visits.getByRole('article').filter({ hasText: `From ${ukDate(start)} to ${ukDate(end)}` });
  await expect(planned).toBeVisible();
  await expect(planned.getByRole('heading', { name: parkName })).toBeVisible();
  await expect(planned.getByText('3 adults, 1 child')).toBeVisible();
  await checkBothWidths(page, 'owner-visits', 'planning a visit');
  await form.getByRole('button', { name: 'Close' }).click();
  await expect(form).toHaveCount(0);
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  // Book the owners-only wine tasting for the planned visit (a week always holds a Sunday),
  // then find it on the visit's page.
  await planned.getByRole('link', { name: /^Book Activities/ }).click();
  await expect(page).toHaveURL(/\/owners-portal\/visit\/\d+\/activites$/);
  const visitId = /\/visit\/(\d+)\//.exec(page.url())![1];
  const choice = await openTicketChoice(page, 'Owners’ Wine Tasting');
  await choice.getByLabel('Adult').fill('2');
  const bookingNo = await bookTickets(page, choice);
  await page.getByRole('link', { name: 'Back to your visit' }).click();
  await expect(page).toHaveURL(new RegExp(`/owners-portal/visit/${visitId}$`));
  await expect(page.getByRole('heading', { name: 'Your Visit', level: 1 })).toBeVisible();
  await expect(page.getByText(`From ${ukDate(start)} to ${ukDate(end)}`)).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'Owners’ Wine Tasting' }).filter({ hasText: bookingNo }),
  ).toBeVisible();
  await openPortal(page);

  // The other visit, without activity bookings.
  const dates = `From ${ukDate(other.visit_start_date)} to ${ukDate(other.visit_end_date)}`;
  const card = visits.getByRole('article').filter({ hasText: dates });
  await expect(card).toHaveCount(1);

  // By keyboard: the dialog opens, Escape closes it and the focus comes back.
  const cancel = card.getByRole('button', { name: /^Cancel Visit/ });
  await cancel.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cancel Visit' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();

  await cancel.click();
  await expect(dialog).toContainText('Are you sure you want to cancel your visit');
  await checkBothWidths(page, 'owner-cancel-visit', 'the Cancel Visit dialog');
  await dialog.getByRole('button', { name: 'Yes, Cancel Visit' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(0);
  await expect(visits.getByText(/is cancelled\.$/)).toBeVisible();
  await expect(visits.getByRole('heading', { name: 'Visits' })).toBeFocused();
  await expect(planned).toBeVisible();
});

test('ledger screens send a signed-out visitor to log in and back; the portal sends them home', async ({
  page,
  owner,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto(PORTAL);
  // Home: the search page spells its defaults out in the query string as soon as it starts.
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/(\?.*)?$/);
  await expect(page.getByRole('heading', { name: 'Available holidays' })).toBeVisible();

  await page.goto(`/owners-portal/ledger-entry/${owner.invoice.entryNo}`);
  await expect(page).toHaveURL(
    new RegExp(`/login\\?redirect=ledgerEntryDetails%2F${owner.invoice.entryNo}$`),
  );
  await expect(page.getByRole('heading', { name: 'Please Login' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(owner.email);
  await form.getByLabel('Password').fill(owner.password);
  await form.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(new RegExp(`/owners-portal/ledger-entry/${owner.invoice.entryNo}$`));
  await expect(page.getByRole('heading', { name: 'Ledger Entry Details', level: 1 })).toBeVisible();
  await expect(page.getByText(owner.invoice.description, { exact: true }).first()).toBeVisible();
});
