import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import {
  ACCOUNT_DELETED_MESSAGE,
  ACCOUNT_DELETION_REFUSALS,
  LOGIN_FAILED_MESSAGE,
} from '@parkstays/contract';
import type { Page } from '@playwright/test';
import { DEMO_OPERATOR, expect, type NewGuest, test, VIEWPORTS } from './fixtures';
import { tomorrowsArrival } from './helpers';

const SHOTS = '/work/wt/shots';

/** The privacy centre as a screenshot at both widths, where the screenshots are kept. */
async function shootBothWidths(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const [width, viewport] of [
    ['1280', VIEWPORTS.desktop],
    ['390', VIEWPORTS.phone],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

/** Opens Delete my account, gives the password, and answers what the dialog then shows. */
async function deleteWithPassword(page: Page, password: string) {
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete my account' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Your password').fill(password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  return dialog;
}

test('a guest with a stay to come downloads their data, and cannot delete the account until it is over', async ({
  page,
  request,
  signIn,
  checkBothWidths,
}) => {
  const id = randomUUID().slice(0, 8);
  const guest: NewGuest = {
    firstName: 'Tamsin',
    lastName: 'Penhallow',
    email: `tamsin.${id}@example.test`,
    password: `Kittiwake-Ledge-${id}`,
  };
  const bookingNo = await tomorrowsArrival(request, guest);
  await signIn(guest);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/');
  await page.getByRole('button', { name: /Tamsin.*account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Privacy centre' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy centre' })).toBeVisible();
  await expect(page.getByRole('group', { name: /newsletter/ })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await checkBothWidths(page, 'privacy-centre', 'Privacy centre');
  await shootBothWidths(page, 'privacy-centre');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d\d-\d\d\.json$/);
  const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
  expect(data.account.email).toBe(guest.email);
  expect(data.bookings.map((booking: { booking_no: string }) => booking.booking_no)).toContain(bookingNo);
  expect(data.payments.length).toBeGreaterThan(0);

  // The dialog asks for the password: Escape closes it, and focus goes back to its button.
  const opener = page.getByRole('button', { name: 'Delete my account' });
  await opener.click();
  await expect(page.getByRole('dialog', { name: 'Delete my account' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(opener).toBeFocused();

  const dialog = await deleteWithPassword(page, guest.password);
  await expect(dialog.getByText(ACCOUNT_DELETION_REFUSALS.STAY_UPCOMING)).toBeVisible();
  await checkBothWidths(page, 'privacy-centre-delete-refused', 'Delete my account, refused');
  await page.keyboard.press('Escape');
  await page.goto('/my-bookings');
  await expect(page.getByText(bookingNo).first()).toBeVisible();
});

test('a guest without a stay asks the park something, deletes the account, and can no longer sign in', async ({
  page,
  account,
  signIn,
  expectAccessible,
}) => {
  await signIn(account);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/privacy-centre');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy centre' })).toBeVisible();

  const details = `Please tell me what you hold about me (${randomUUID().slice(0, 6)}).`;
  const form = page.getByRole('form', { name: 'Privacy request' });
  await form.getByRole('button', { name: 'Send my request' }).click();
  await expect(form.getByRole('link', { name: 'Select what your request is about' })).toBeVisible();
  await form.getByRole('radio', { name: 'A copy of my data' }).check();
  await form.getByLabel('Your request').fill(details);
  await form.getByRole('button', { name: 'Send my request' }).click();
  await expect(form.getByText('Your request has been sent.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your requests' })).toContainText(details);

  const wrong = await deleteWithPassword(page, 'not my password');
  await expect(wrong.getByText('The password is not right.').first()).toBeVisible();
  await expectAccessible(page, 'Delete my account with a wrong password');
  await wrong.getByLabel('Your password').fill(account.password);
  await wrong.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account has been deleted' })).toBeVisible();
  await expect(page.getByText(ACCOUNT_DELETED_MESSAGE)).toBeVisible();
  await expectAccessible(page, 'Account deleted');

  // Signed out, and the address and password no longer open any account.
  await page.goto('/login');
  const signInForm = page.getByRole('form', { name: 'Sign in' });
  await signInForm.getByLabel('Email').fill(account.email);
  await signInForm.getByLabel('Password').fill(account.password);
  await signInForm.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText(LOGIN_FAILED_MESSAGE)).toBeVisible();

  // The request reached the park's staff, from a deleted account, due in 30 days.
  await signIn(DEMO_OPERATOR);
  await page.goto('/admin/privacy');
  const row = page.getByRole('row', { name: new RegExp(details.replace(/[().]/g, '\\$&')) });
  await expect(row).toContainText('Deleted account');
  await expect(row).toContainText('A copy of my data');
  await row.getByRole('button', { name: /Mark done/ }).click();
  await expect(row).toBeHidden();
});
