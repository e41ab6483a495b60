import { randomUUID } from 'node:crypto';
import { DEMO_OPERATOR, expect, test } from './fixtures';

const RECEPTION = { email: 'reception@brackenbay.example', password: 'FrontDeskWelcome26' };

test("reception opens Today, sees the day's arrivals and the next 14 nights, and checks a party in", async ({
  page,
  signIn,
  checkBothWidths,
}) => {
  await signIn(RECEPTION);
  // Staff find the back office in their account menu.
  await page.goto('/');
  await page.getByRole('button', { name: /Tom/ }).click();
  await page.getByRole('menuitem', { name: 'Back office' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();

  await page.getByLabel('Park').selectOption({ label: "Robin Hood's Bay" });
  const arrivals = page.getByRole('region', { name: /^Arrivals/ });
  const checkIn = arrivals.getByRole('button', { name: /^Check in / }).first();
  await expect(checkIn).toBeVisible();
  const occupancy = page.getByRole('table', { name: /Occupancy at Robin Hood's Bay/ });
  await expect(occupancy.getByRole('row')).toHaveCount(15);
  await checkBothWidths(page, 'admin-today', 'Today');

  const label = (await checkIn.getAttribute('aria-label')) ?? '';
  const bookingNo = /\(([A-Z]{2}\d+)\)$/.exec(label)?.[1] ?? '';
  expect(bookingNo, `a reference in "${label}"`).not.toBe('');
  await checkIn.click();
  const card = arrivals.getByRole('listitem').filter({ hasText: bookingNo });
  await expect(card.getByRole('status')).toContainText('is checked in');
  await expect(card.getByText(/Checked in .* by Tom Bennett/)).toBeVisible();
  await expect(card.getByRole('button', { name: /^Check in / })).toHaveCount(0);

  // The search finds the same party and shows it checked in already.
  await page.getByLabel('Find a stay by booking reference or guest name').fill(bookingNo);
  const found = page.getByRole('list', { name: 'Matching stays' });
  await expect(found.getByText(/Checked in .* by Tom Bennett/)).toBeVisible();

  // The park remembers itself; the day moves on.
  await page.reload();
  await expect(page.getByLabel('Park')).toHaveValue('RH');
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(page.getByRole('button', { name: 'Back to today' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: /Occupancy at Robin Hood's Bay/ }).getByRole('row'),
  ).toHaveCount(15);
});

test('reception reads an e-mail in the outbox, with the reset link hidden', async ({
  page,
  request,
  account,
  signIn,
  checkBothWidths,
}) => {
  const asked = await request.post('/api/users/forgot-password', { data: { email: account.email } });
  expect(asked.status()).toBe(200);
  await signIn(RECEPTION);
  await page.goto('/admin/outbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  await page.getByLabel('To (part of the address)').fill(account.email);
  await page.getByLabel('Status').selectOption('Sent');
  await page.getByRole('button', { name: 'Show e-mails' }).click();
  const messages = page.getByRole('list', { name: 'E-mails' });
  const reset = messages.getByRole('button', { name: /Reset your .* password/ }).first();
  await expect(reset).toBeVisible();
  // Each e-mail says where it is in delivery: this one has left.
  await expect(reset).toContainText(/\d\d\/\d\d\/\d{4}, \d\d:\d\d/);
  await expect(reset).toContainText('Sent');
  await checkBothWidths(page, 'admin-outbox', 'Outbox');

  await reset.click();
  const dialog = page.getByRole('dialog', { name: /Reset your .* password/ });
  await expect(
    dialog.getByText('We received a request to reset the password for your account.'),
  ).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Reset your password' })).toHaveAttribute('href', /hidden/);
  await expect(dialog.getByRole('definition').filter({ hasText: /^Sent$/ })).toBeVisible();
  // Only a failed e-mail can be sent again.
  await expect(dialog.getByRole('button', { name: 'Send again' })).toHaveCount(0);
  await dialog.getByRole('tab', { name: 'Plain text' }).click();
  await expect(dialog.getByText(/reset-password\/\[hidden: only the addressee may use this\]/)).toBeVisible();
  await checkBothWidths(page, 'admin-outbox-message', 'an e-mail in the outbox');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('an admin invites a receptionist, who sets a password from the e-mail and reaches the back office', async ({
  page,
  account,
  signIn,
  latestMail,
  checkBothWidths,
}) => {
  const email = `ffion.${randomUUID().slice(0, 8)}@brackenbay.example`;
  await signIn(DEMO_OPERATOR);
  await page.goto('/admin/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Invite a member of staff' });
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(form.getByRole('link', { name: /Email is required/ })).toBeVisible();

  // A guest's address is refused: guests are never made staff.
  await form.getByLabel('Work e-mail address').fill(account.email);
  await form.getByLabel('First name').fill('Ffion');
  await form.getByLabel('Last name').fill('Jones');
  await form.getByLabel('Role').selectOption('reception');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(form.getByText(/has a guest or owner account/).first()).toBeVisible();

  await form.getByLabel('Work e-mail address').fill(email);
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(form.getByText(`An invitation is on its way to ${email}.`)).toBeVisible();
  const members = page.getByRole('list', { name: 'Staff members' });
  await expect(members.getByRole('listitem').filter({ hasText: email })).toContainText('not yet accepted');
  await checkBothWidths(page, 'admin-staff', 'Staff');

  const mail = await latestMail(email);
  const link = /https?:\/\/\S+\/set-password\/[A-Za-z0-9_-]+/.exec(mail.text)![0];
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible();
  await page.getByLabel('New password').fill('Harbour-Lantern-2026');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  // Reception's sections, not an admin's.
  const sections = page.getByRole('navigation', { name: 'Back office' });
  await expect(sections.getByRole('link', { name: 'Outbox' })).toBeVisible();
  await expect(sections.getByRole('link', { name: 'Staff' })).toHaveCount(0);
});

test('a guest opening the back office sees the not-found page, and no Back office link', async ({
  page,
  account,
  signIn,
}) => {
  await signIn(account);
  await page.goto('/');
  await page.getByRole('button', { name: new RegExp(account.firstName) }).click();
  await expect(page.getByRole('menuitem', { name: 'My Details' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Back office' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/admin');
  await expect(
    page.getByRole('heading', { name: "Sorry! The page you're looking for doesn't exist" }),
  ).toBeVisible();
  await page.goto('/admin/staff');
  await expect(
    page.getByRole('heading', { name: "Sorry! The page you're looking for doesn't exist" }),
  ).toBeVisible();
});
