import { EMAIL_CONFIRMATION_SENT_MESSAGE, EMAIL_CONFIRMED_MESSAGE } from '@parkstays/contract';
import { DEMO_OPERATOR, expect, readOutbox, test, VIEWPORTS } from './fixtures';
import { signUpGuest, tokenOf } from './helpers';

const PORTAL = '/owners-portal/owner-portal';

test("signing up with an owner's address links by matching e-mail only once the e-mailed link confirms it", async ({
  page,
  request,
  guest,
  signIn,
  checkBothWidths,
}) => {
  // An owner of the test's own, added by staff, who has no account yet.
  const OWNER_ADDRESS = guest.email;
  const admin = await tokenOf(request, DEMO_OPERATOR);
  const added = await request.post('/api/admin/owners', {
    headers: { authorization: `Bearer ${admin}` },
    data: {
      name: `${guest.firstName} Reid`,
      email: OWNER_ADDRESS,
      address: '2 Lantern Quay',
      city: 'Whitby',
      post_code: 'YO21 1AB',
    },
  });
  expect(added.status()).toBe(201);
  const customerNo = (await added.json()).data.customer_no as string;
  // Anyone can sign up with the owner's address.
  await signUpGuest(request, guest);
  await signIn(guest);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/');

  // Until the address is confirmed the site says so, and can send the link again.
  const notice = page.getByRole('region', { name: 'Please confirm your e-mail address', exact: true });
  await expect(notice).toContainText(`We have e-mailed a link to ${OWNER_ADDRESS}`);
  await checkBothWidths(page, 'confirm-email-notice', 'the "confirm your e-mail" notice');
  await notice.getByRole('button', { name: 'Send the link again' }).click();
  await expect(notice.getByText(EMAIL_CONFIRMATION_SENT_MESSAGE)).toBeVisible();

  // The matching, unconfirmed address is not enough: the code sent to the owner is asked for.
  await page.goto(PORTAL);
  const form = page.getByRole('form', { name: 'Link Customer Account' });
  await form.getByLabel('Email').fill(OWNER_ADDRESS);
  await form.getByLabel('Customer Number (optional)').fill(customerNo);
  await form.getByRole('button', { name: 'Link Account' }).click();
  await expect(form.getByText(/We have sent a code to the owner e-mail address/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Owner Details' })).toHaveCount(0);

  // The e-mail says what to do and links to a page on the site, which confirms on request.
  const mail = (await readOutbox(request, OWNER_ADDRESS)).find((m) =>
    m.subject.startsWith('Confirm your e-mail address'),
  );
  expect(mail?.text).toContain(`Please confirm that ${OWNER_ADDRESS} is your e-mail address`);
  const link = /https?:\/\/\S+\/confirm-email\/[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0];
  expect(link, 'a confirmation link in the e-mail').toBeTruthy();
  await page.goto(new URL(link!).pathname);
  await expect(page.getByRole('heading', { name: 'Confirm your e-mail address', level: 1 })).toBeVisible();
  await checkBothWidths(page, 'confirm-email-page', 'the confirmation page');
  await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
  await expect(page.getByText(EMAIL_CONFIRMED_MESSAGE)).toBeVisible();
  await expect(notice).toHaveCount(0);

  // Now the address is the user's own: linking by it needs no code.
  await page.goto(PORTAL);
  await form.getByLabel('Email').fill(OWNER_ADDRESS);
  await form.getByRole('button', { name: 'Link Account' }).click();
  await expect(page.getByText(`Your account is now linked to customer number ${customerNo}.`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Owner Details' })).toBeVisible();

  // The link works once.
  await page.goto(new URL(link!).pathname);
  await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
  await expect(page.getByRole('alert')).toContainText(/invalid or has expired/);
});

test("a link with someone else's token asks before switching the signed-in person", async ({
  page,
  request,
  account,
  signIn,
  expectAccessible,
}) => {
  // Two people of the test's own: the guest signed in, and another whose link arrives.
  const other = {
    firstName: 'Dafydd',
    lastName: 'Hughes',
    email: `dafydd.${account.email}`,
    password: `${account.password}-other`,
  };
  await signUpGuest(request, other);
  await signIn(account);
  await page.setViewportSize(VIEWPORTS.desktop);
  const guestMenu = page.getByRole('banner').getByRole('button', { name: new RegExp(account.firstName) });
  const ownerMenu = page.getByRole('banner').getByRole('button', { name: new RegExp(other.firstName) });

  // Stay: Escape keeps the guest, and the token leaves the address.
  await page.goto(`/my-bookings?token=${await tokenOf(request, other)}`);
  const prompt = page.getByRole('dialog', { name: 'Switch account?' });
  await expect(prompt).toContainText(
    `You’re signed in as ${account.firstName} ${account.lastName} (${account.email}).`,
  );
  await expect(prompt).toContainText('Continue as Dafydd Hughes?');
  await expect(page).toHaveURL(/\/my-bookings$/);
  await expectAccessible(page, 'the Switch account? dialog');
  // The focus stays in the dialog.
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(await prompt.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(prompt).toBeHidden();
  await expect(guestMenu).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your upcoming holidays' })).toBeVisible();
  await page.reload();
  await expect(guestMenu).toBeVisible();
  await expect(prompt).toHaveCount(0);

  // Switch: the owner's session takes over.
  await page.goto(`/my-bookings?token=${await tokenOf(request, other)}`);
  await prompt.getByRole('button', { name: `Continue as ${other.firstName}` }).click();
  await expect(prompt).toBeHidden();
  await expect(ownerMenu).toBeVisible();
  await expect(guestMenu).toHaveCount(0);
  await expect(page).toHaveURL(/\/my-bookings$/);
});
