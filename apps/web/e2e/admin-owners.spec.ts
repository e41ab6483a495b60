import { randomInt } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO_OPERATOR, expect, POSTGRES, test } from './fixtures';
import { fillCard, RECEPTION, tokenOf } from './helpers';

/** "£4,250.00" → 425000 */
function penceOf(text: string | null) {
  return Math.round(Number((text ?? '').replace(/[£,\s]/g, '')) * 100);
}

const gbp = (pence: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pence / 100);

/** The value beside a label in a description list. */
function factOf(scope: Locator, label: string) {
  return scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
}

/** Opens an owner's page from the Owners screen's search. */
async function openOwner(page: Page, search: string, customerNo: string) {
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Owners' }).click();
  await expect(page.getByRole('heading', { name: 'Owners', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Find owners' });
  await form.getByLabel('Name, customer number or e-mail').fill(search);
  await form.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ hasText: customerNo });
  await expect(row).toHaveCount(1);
  return row;
}

async function portalBalance(page: Page) {
  const balance = factOf(page.getByRole('region', { name: 'Account Balance' }), 'Balance');
  await expect(balance).toBeVisible();
  return penceOf(await balance.textContent());
}

test(
  'an admin posts an invoice to an owner, who sees it in the owners portal and pays it by card',
  POSTGRES,
  async ({ page, owner, signIn, checkBothWidths }) => {
    test.slow();
    // A distinctive amount (£180.01 to £199.99) and description, so this run's invoice is the one found.
    const pence = 18_001 + randomInt(0, 1_999);
    const description = `Jetty repairs, berth ${randomInt(100, 999)}`;

    await signIn(DEMO_OPERATOR);
    const row = await openOwner(page, owner.lastName, owner.customerNo);
    await expect(row).toContainText(owner.name);
    await checkBothWidths(page, 'admin-owners', 'the Owners screen');
    await row.getByRole('link', { name: owner.customerNo }).click();
    await expect(page.getByRole('heading', { name: owner.name, level: 1 })).toBeVisible();
    const ledger = page.getByRole('region', { name: 'Ledger' });
    await expect(
      ledger.getByText('Posted entries are never edited or deleted.', { exact: false }),
    ).toBeVisible();
    await expect(ledger.getByRole('table')).toBeVisible();

    // Nonsense is refused beside its field; then the invoice is posted after a last look.
    await ledger.getByRole('button', { name: 'Post invoice' }).click();
    const dialog = page.getByRole('dialog', { name: 'Post an invoice' });
    await dialog.getByLabel('Description').fill(description);
    await dialog.getByLabel('Amount, in pounds').fill('0');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('link', { name: 'Enter an amount above £0' })).toBeVisible();
    await checkBothWidths(page, 'admin-owner-post-invoice', 'the Post invoice dialog');
    await dialog.getByLabel('Amount, in pounds').fill((pence / 100).toFixed(2));
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('Once posted it cannot be edited or deleted')).toBeVisible();
    await dialog.getByRole('button', { name: `Post invoice of ${gbp(pence)}` }).click();
    await expect(dialog).toBeHidden();
    await expect(
      ledger.getByText(new RegExp(`^Invoice SINV\\d+ for .* is posted to ${owner.customerNo}\\.$`)),
    ).toBeVisible();
    const posted = ledger.getByRole('row').filter({ hasText: description });
    await expect(posted).toContainText(gbp(pence));
    const documentNo = (await posted.getByText(/^SINV\d+$/).textContent())?.trim() ?? '';
    expect(documentNo).toMatch(/^SINV\d+$/);
    await expect(
      page.getByRole('region', { name: 'History' }).getByText('Posted to the ledger').first(),
    ).toBeVisible();
    await checkBothWidths(page, 'admin-owner', "an owner's page");

    // The owner signs in and finds the invoice in the portal at once.
    await signIn(owner);
    await page.goto('/owners-portal/owner-portal');
    await expect(page.getByRole('heading', { name: 'Owner Portal', level: 1 })).toBeVisible();
    const before = await portalBalance(page);
    const entryRow = page
      .getByRole('table', { name: 'Ledger Entries' })
      .getByRole('row')
      .filter({ hasText: description });
    await expect(entryRow).toContainText(documentNo);
    await entryRow.getByRole('link', { name: /View details/ }).click();
    const entry = page.getByRole('region', { name: `Invoice ${documentNo}` });
    await expect(factOf(entry, 'Remaining Amount')).toHaveText(gbp(pence));

    // Paid in full by card, through the sandbox's 3-D Secure check.
    await entry.getByRole('link', { name: /^Make Payment/ }).click();
    const payment = page.getByRole('form', { name: 'Card payment' });
    await payment.getByLabel('Amount (£)').fill((pence / 100).toFixed(2));
    await fillCard(payment, 'CHALLENGE');
    await payment.getByRole('button', { name: 'Make payment' }).click();
    await page
      .frameLocator('iframe[title="3-D Secure check"]')
      .getByRole('button', { name: 'Pass authentication' })
      .click();
    await expect(page.getByRole('heading', { name: 'Payment Complete', level: 1 })).toBeVisible();
    await expect(page.getByText(`We have received your payment of ${gbp(pence)}.`)).toBeVisible();

    await page.getByRole('link', { name: 'View Ledger Entry' }).click();
    await expect(factOf(page.getByRole('region', { name: `Invoice ${documentNo}` }), 'Open')).toHaveText(
      'No',
    );
    await page.getByRole('link', { name: 'Back to Owner Portal' }).click();
    await expect(factOf(page.getByRole('region', { name: 'Account Balance' }), 'Balance')).toHaveText(
      gbp(before - pence),
    );
  },
);

/** Signs a new account up through the API (with an address that is not the owner's). */
async function signUp(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/users', {
    data: { email, password, first_name: 'Rhian', last_name: 'Pryce', country_code: 'GB' },
  });
  expect(response.status()).toBe(201);
}

/** A new owner of this test's own, added by the admin through the API: answers their customer number. */
async function newOwner(request: APIRequestContext, name: string, email: string) {
  const token = await tokenOf(request, DEMO_OPERATOR);
  const response = await request.post('/api/admin/owners', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, email, address: '2 Mill Lane', city: 'Pickering', post_code: 'YO18 7AA' },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).data.customer_no as string;
}

test('reception sends a link code to an owner who signed up with another address, who then links with it', async ({
  page,
  request,
  guest,
  signIn,
  latestMail,
  checkBothWidths,
}) => {
  await signUp(request, guest.email, guest.password);
  const ownerEmail = `rhian.pryce.${randomInt(100_000, 999_999)}@example.test`;
  const customerNo = await newOwner(request, 'Rhian Pryce', ownerEmail);

  await signIn(RECEPTION);
  const row = await openOwner(page, customerNo, customerNo);
  await row.getByRole('link', { name: customerNo }).click();
  await expect(page.getByRole('heading', { name: 'Rhian Pryce', level: 1 })).toBeVisible();
  // Reception reads the account but posts nothing.
  await expect(
    page.getByRole('region', { name: 'Ledger' }).getByText('Nothing is posted yet.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Post invoice' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit details' })).toHaveCount(0);
  const account = page.getByRole('region', { name: 'Account' });
  await expect(account.getByText('No account on the site is linked to this owner yet.')).toBeVisible();

  await account.getByRole('button', { name: 'Send link code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send link code' });
  const email = dialog.getByLabel("E-mail of the owner's account on the site");
  await email.fill('nobody.at.all@example.test');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(
    dialog.getByRole('link', { name: 'No account has signed up with this e-mail address' }),
  ).toBeVisible();
  await checkBothWidths(page, 'admin-owner-link-code', 'the Send link code dialog');
  await email.fill(guest.email);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(
    dialog.getByText(`A link code is on its way to ${ownerEmail}.`, { exact: false }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  const mail = await latestMail(ownerEmail);
  expect(mail.text).toContain(guest.email);
  const code = /your code is (\d{6})/.exec(mail.text)?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);

  // The owner, signed in with the other address, enters the code the owners team sent.
  await signIn(guest);
  await page.goto('/owners-portal/owner-portal');
  const form = page.getByRole('form', { name: 'Link Customer Account' });
  await form.getByRole('button', { name: 'I have a code from the owners team' }).click();
  await form.getByLabel('Email').fill(ownerEmail);
  await form.getByLabel('Customer Number (optional)').fill(customerNo);
  await form.getByLabel('Code').fill(code);
  await form.getByRole('button', { name: 'Link Account' }).click();
  await expect(page.getByText(`Your account is now linked to customer number ${customerNo}.`)).toBeVisible();
  await expect(factOf(page.getByRole('region', { name: 'Owner Details' }), 'Customer No')).toHaveText(
    customerNo,
  );

  // Reception sees the account linked.
  await signIn(RECEPTION);
  await page.goto(`/admin/owners/${customerNo}`);
  await expect(page.getByRole('region', { name: 'Account' }).getByText(guest.email)).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' }).getByText('Sent a link code')).toBeVisible();
});
