import { expect, test } from './fixtures';

test('a guest signs up, signs in with Remember Me, edits details, and resets a forgotten password', async ({
  page,
  guest,
  latestMail,
}) => {
  await page.goto('/');

  // Sign up from the header.
  await page.getByRole('button', { name: 'Log In' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await signIn.getByRole('button', { name: 'Not Registered? Sign Up' }).click();
  const signUp = page.getByRole('dialog', { name: 'Sign Up' });
  await expect(signUp).toBeVisible();
  await expect(signIn).toBeHidden();
  await signUp.getByLabel('First name').fill(guest.firstName);
  await signUp.getByLabel('Last name').fill(guest.lastName);
  await signUp.getByLabel('Email').fill(guest.email);
  await signUp.getByLabel('Country').selectOption({ label: 'United Kingdom' });
  await signUp.getByLabel('Password', { exact: true }).fill(guest.password);
  await signUp.getByLabel('Confirm password').fill(`${guest.password}x`);
  await signUp.getByRole('button', { name: 'Sign Up' }).click();
  await expect(signUp.getByText('Password and confirmation password must match').first()).toBeVisible();
  await signUp.getByLabel('Confirm password').fill(guest.password);
  await signUp.getByRole('button', { name: 'Sign Up' }).click();
  await expect(signUp).toBeHidden();
  const userMenu = page.getByRole('button', { name: new RegExp(guest.firstName) });
  await expect(userMenu).toBeVisible();

  // Log out.
  await userMenu.click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('token'), sessionStorage.getItem('token')])).toEqual(
    [null, null],
  );

  // Log in with Remember Me; a reload keeps the session.
  await page.getByRole('button', { name: 'Log In' }).click();
  await signIn.getByLabel('Email').fill(guest.email);
  await signIn.getByLabel('Password').fill(guest.password);
  await signIn.getByLabel('Remember Me').check();
  await signIn.getByRole('button', { name: 'Log In' }).click();
  await expect(userMenu).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  await page.reload();
  await expect(userMenu).toBeVisible();
  const tokenBeforeReset = await page.evaluate(() => localStorage.getItem('token'));

  // My Details: the e-mail is not shown; the success message shows, then goes.
  await userMenu.click();
  await page.getByRole('menuitem', { name: 'My Details' }).click();
  const details = page.getByRole('dialog', { name: 'My Details' });
  await expect(details.getByLabel('First name')).toHaveValue(guest.firstName);
  await expect(details.getByLabel('Email')).toHaveCount(0);
  await details.getByLabel('Town or city').fill('Robin Hood’s Bay');
  await details.getByLabel('Phone number').pressSequentially('07700 abc 900123');
  await expect(details.getByLabel('Phone number')).toHaveValue('07700900123');
  await details.getByRole('button', { name: 'Save' }).click();
  const saved = details.getByText('Your details have been updated.');
  await expect(saved).toBeVisible();
  await expect(saved).toBeHidden({ timeout: 6_000 });
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // Log out, then forget the password.
  await userMenu.click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await page.getByRole('button', { name: 'Log In' }).click();
  await signIn.getByRole('button', { name: 'Forgotten Password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgotten Password' });
  await forgot.getByLabel('Email').fill(guest.email);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(forgot.getByText(/If an account exists for that email/)).toBeVisible();

  // Follow the link in the e-mail.
  const mail = await latestMail(guest.email);
  const link = /https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link!).pathname);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  const newPassword = `${guest.password}-renewed`;
  await page.getByLabel('Email').fill(guest.email);
  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been reset. You can now log in.')).toBeVisible();

  // The same link again is refused.
  await page.reload();
  await page.getByLabel('Email').fill(guest.email);
  await page.getByLabel('New password').fill(`${newPassword}-again`);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText(/invalid or has expired/)).toBeVisible();

  // The old password fails, the new one works, the old token is dead.
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Please Login' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(guest.email);
  await form.getByLabel('Password').fill(guest.password);
  await form.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('The email or password you entered is incorrect.')).toBeVisible();
  await form.getByLabel('Password').fill(newPassword);
  await form.getByRole('button', { name: 'Log In' }).click();
  await expect(userMenu).toBeVisible();
  // With no redirect asked for, the login page goes on to the owners portal (OwnerDetails),
  // where a user without a customer number is offered the Link Customer Account form.
  await expect(page).toHaveURL(/\/owners-portal\/owner-portal$/);
  await expect(page.getByRole('heading', { name: 'Link Customer Account' })).toBeVisible();

  const oldTokenPing = await page.request.get('/api/ping', {
    headers: { authorization: `Bearer ${tokenBeforeReset}` },
  });
  expect(oldTokenPing.status()).toBe(401);
});

test('/login sends a signed-in user on to the redirect route, and the token query parameter signs in', async ({
  page,
  request,
  signIn,
  account,
}) => {
  await signIn(account);
  await page.goto('/login?redirect=home');
  await expect(page).toHaveURL(/\/(\?.*)?$/);
  await expect(page.getByRole('button', { name: new RegExp(account.firstName) })).toBeVisible();

  // A fresh browser context arriving with ?token= is signed in, and the parameter disappears.
  const login = await request.post('/api/login', {
    data: { email: account.email, password: account.password },
  });
  const token = (await login.json()).data.bearer_token;
  const other = await page.context().browser()!.newContext();
  const fresh = await other.newPage();
  await fresh.goto(`/?token=${token}`);
  await expect(fresh.getByRole('button', { name: new RegExp(account.firstName) })).toBeVisible();
  await expect(fresh).toHaveURL(/\/(\?.*)?$/);
  expect(new URL(fresh.url()).searchParams.has('token')).toBe(false);
  await other.close();
});

test('unknown paths land on the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText("Sorry! The page you're looking for doesn't exist")).toBeVisible();
});
