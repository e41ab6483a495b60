import {
  ACCOUNT_EXISTS_MESSAGE,
  EMAIL_ALREADY_CONFIRMED_MESSAGE,
  EMAIL_CHANGE_PASSWORD_WRONG_MESSAGE,
  EMAIL_CHANGED_MESSAGE,
  EMAIL_CONFIRMATION_INVALID_MESSAGE,
  EMAIL_CONFIRMATION_SENT_MESSAGE,
  EMAIL_CONFIRMED_MESSAGE,
  EMAIL_IN_USE_MESSAGE,
  FORGOT_PASSWORD_SENT_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  PASSWORD_RESET_INVALID_MESSAGE,
} from '@parkstays/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { DEMO_ACCOUNTS } from '../../db/demo-data';
import { createTestContext, type TestContext } from '../../test/harness';
import { COMMON_PASSWORD_MESSAGE } from './password';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const HOUR = 3_600_000;
const fields = (body: string) =>
  [...new Set((JSON.parse(body).errors as { field: string }[]).map((e) => e.field))].sort();

function signUpBody(overrides: Record<string, unknown> = {}) {
  return {
    email: `new.${Math.random().toString(36).slice(2)}@example.test`,
    password: 'Quiet-Harbour-Lights',
    first_name: 'Sam',
    last_name: 'Taylor-Jones',
    country_code: 'GB',
    ...overrides,
  };
}

const login = (email: string, password: string, rememberLogin?: boolean) =>
  ctx.request({ method: 'POST', url: '/api/login', payload: { email, password, rememberLogin } });

const resetLinkToken = (text: string) => /\/reset-password\/([A-Za-z0-9_-]+)/.exec(text)?.[1];

describe('POST /api/users (sign up)', () => {
  it('creates the account, answers the user without its password and a working token', async () => {
    const body = signUpBody({
      email: 'Mixed.Case@Example.test',
      postcode: 'yo114aa',
      marketing_preference: 1,
    });
    const response = await ctx.request({ method: 'POST', url: '/api/users', payload: body });
    expect(response.statusCode).toBe(201);
    const json = response.json();
    expect(json).toMatchObject({
      success: true,
      message: 'Your account has been created.',
      data: {
        user: {
          email: 'mixed.case@example.test',
          first_name: 'Sam',
          postcode: 'YO114AA',
          marketing_preference: 1,
        },
      },
    });
    expect(JSON.stringify(json)).not.toContain('password');
    expect(json.data.bearer_token.length).toBeGreaterThanOrEqual(43); // 32 random bytes, base64url
    const ping = await ctx.request({ method: 'GET', url: '/api/ping', token: json.data.bearer_token });
    expect(ping.json().user.email).toBe('mixed.case@example.test');
  });

  it('refuses a second account for the same e-mail, whatever its case', async () => {
    const user = await ctx.newUser();
    const response = await ctx.request({
      method: 'POST',
      url: '/api/users',
      payload: signUpBody({ email: user.email.toUpperCase() }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      message: ACCOUNT_EXISTS_MESSAGE,
      code: 'ACCOUNT_EXISTS',
    });
  });

  it('names every missing required field', async () => {
    const response = await ctx.request({ method: 'POST', url: '/api/users', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
    expect(fields(response.body)).toEqual(['country_code', 'email', 'first_name', 'last_name', 'password']);
  });

  it.each([
    ['first_name', { first_name: 123 }],
    ['marketing_preference', { marketing_preference: 'yes' }],
    ['country_code', { country_code: 'XX' }],
    ['phone_number', { phone_number: '0770 abc' }],
    ['first_name', { first_name: 'Sam<script>' }],
    ['postcode', { postcode: 'YO11-4AA' }],
    ['email', { email: 'not-an-email' }],
  ])('refuses a bad %s', async (field, overrides) => {
    const response = await ctx.request({ method: 'POST', url: '/api/users', payload: signUpBody(overrides) });
    expect(response.statusCode).toBe(400);
    expect(fields(response.body)).toEqual([field]);
  });

  it.each([
    ['first_name', { first_name: 'A'.repeat(51) }],
    ['email', { email: `${'a'.repeat(250)}@example.test` }],
    ['password', { password: 'x'.repeat(129) }],
    ['address_1', { address_1: 'x'.repeat(101) }],
  ])('refuses an oversized %s', async (field, overrides) => {
    const response = await ctx.request({ method: 'POST', url: '/api/users', payload: signUpBody(overrides) });
    expect(response.statusCode).toBe(400);
    expect(fields(response.body)).toEqual([field]);
  });

  it('refuses a password under 8 characters and a common one', async () => {
    const short = await ctx.request({
      method: 'POST',
      url: '/api/users',
      payload: signUpBody({ password: 'Ab1!xyz' }),
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0]).toEqual({
      field: 'password',
      message: 'Password must be at least 8 characters',
    });

    const common = await ctx.request({
      method: 'POST',
      url: '/api/users',
      payload: signUpBody({ password: 'password123' }),
    });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({
      success: false,
      message: COMMON_PASSWORD_MESSAGE,
      code: 'VALIDATION',
      errors: [{ field: 'password', message: COMMON_PASSWORD_MESSAGE }],
    });
  });

  it('answers 400, not 500, to a body that is not JSON or not an object', async () => {
    const broken = await ctx.request({
      method: 'POST',
      url: '/api/users',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({
      success: false,
      message: 'The request body is not valid JSON',
      code: 'VALIDATION',
      errors: [{ field: 'body', message: 'The request body is not valid JSON' }],
    });

    const array = await ctx.request({ method: 'POST', url: '/api/users', payload: [1, 2] });
    expect(array.statusCode).toBe(400);
    expect(fields(array.body)).toEqual(['body']);

    const huge = await ctx.request({
      method: 'POST',
      url: '/api/users',
      payload: { email: 'x'.repeat(200_000) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().success).toBe(false);
  });
});

describe('POST /api/login', () => {
  it('signs in the demo guest; Remember Me makes the token last longer', async () => {
    const { email, password } = DEMO_ACCOUNTS.guest;
    const short = await login(email, password, false);
    const long = await login(email.toUpperCase(), password, true);
    expect(short.statusCode).toBe(200);
    expect(short.json()).toMatchObject({ success: true, data: { user: { email, first_name: 'Emily' } } });
    const hours = (response: typeof short) =>
      (Date.parse(response.json().data.expires_at) - ctx.now().getTime()) / HOUR;
    expect(hours(short)).toBeCloseTo(12, 0);
    expect(hours(long)).toBeCloseTo(30 * 24, 0);
    expect(short.json().data.bearer_token).not.toBe(long.json().data.bearer_token);
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const user = await ctx.newUser();
    const wrong = await login(user.email, 'Not-The-Password-1');
    const unknown = await login('nobody.here@example.test', 'Not-The-Password-1');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        message: LOGIN_FAILED_MESSAGE,
        code: 'UNAUTHENTICATED',
      });
    }
  });

  it('names missing and mistyped fields', async () => {
    const missing = await ctx.request({ method: 'POST', url: '/api/login', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(fields(missing.body)).toEqual(['email', 'password']);
    const typed = await ctx.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'a@example.test', password: 12345678, rememberLogin: 'yes' },
    });
    expect(typed.statusCode).toBe(400);
    expect(fields(typed.body)).toEqual(['password', 'rememberLogin']);
  });

  it('answers 429 to the 11th failed login on one account, even with the right password', async () => {
    const user = await ctx.newUser();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt++) {
      statuses.push((await login(user.email, `Wrong-Guess-${attempt}`)).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(20).fill(429));
    const right = await login(user.email, user.password);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    // Another account from the same address is not locked out by it.
    const other = await ctx.newUser();
    expect((await login(other.email, other.password)).statusCode).toBe(200);
  });
});

describe('sessions: GET /api/ping, POST /api/logout', () => {
  it('answers the user for a live token and 401 without one or with a wrong one', async () => {
    const user = await ctx.newUser();
    const ok = await ctx.request({ method: 'GET', url: '/api/ping', token: user.token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, user: { id: user.id, email: user.email } });

    const none = await ctx.request({ method: 'GET', url: '/api/ping' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({
      success: false,
      message: 'Please log in to continue.',
      code: 'UNAUTHENTICATED',
    });

    const wrong = await ctx.request({ method: 'GET', url: '/api/ping', token: `${user.token}x` });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      success: false,
      message: 'Your session has expired. Please log in again.',
      code: 'UNAUTHENTICATED',
    });
  });

  it('expires a plain token after 12 hours and a Remember Me token after 30 days', async () => {
    const user = await ctx.newUser();
    const plain = (await login(user.email, user.password, false)).json().data.bearer_token;
    const remembered = (await login(user.email, user.password, true)).json().data.bearer_token;
    ctx.advanceClock(13 * HOUR);
    expect((await ctx.request({ method: 'GET', url: '/api/ping', token: plain })).statusCode).toBe(401);
    expect((await ctx.request({ method: 'GET', url: '/api/ping', token: remembered })).statusCode).toBe(200);
    ctx.advanceClock(30 * 24 * HOUR);
    expect((await ctx.request({ method: 'GET', url: '/api/ping', token: remembered })).statusCode).toBe(401);
  });

  it('kills the token at log-out and leaves the user’s other sessions alone', async () => {
    const user = await ctx.newUser();
    const other = (await login(user.email, user.password, true)).json().data.bearer_token;
    const out = await ctx.request({ method: 'POST', url: '/api/logout', token: user.token });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, message: 'You have been logged out.' });
    expect((await ctx.request({ method: 'GET', url: '/api/ping', token: user.token })).statusCode).toBe(401);
    expect((await ctx.request({ method: 'GET', url: '/api/ping', token: other })).statusCode).toBe(200);
    expect((await ctx.request({ method: 'POST', url: '/api/logout', token: user.token })).statusCode).toBe(
      401,
    );
  });
});

describe('GET and PUT /api/users', () => {
  it('answers the signed-in user, never another one', async () => {
    const alice = await ctx.newUser({ first_name: 'Alice' });
    const bob = await ctx.newUser({ first_name: 'Bob' });
    const response = await ctx.request({ method: 'GET', url: '/api/users', token: bob.token });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: bob.id, first_name: 'Bob' });
    expect(response.json().data.id).not.toBe(alice.id);
    expect((await ctx.request({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
  });

  it('updates the details but never the e-mail address', async () => {
    const user = await ctx.newUser();
    const update = {
      first_name: 'Zoë',
      last_name: 'Brontë',
      phone_number: '+441234567890',
      address_1: '2 Harbour Row',
      address_2: 'Flat 3',
      city: 'Staithes',
      postcode: 'ts135ab',
      country_code: 'IE',
      marketing_preference: 1,
      email: 'hijack@example.test',
    };
    const response = await ctx.request({
      method: 'PUT',
      url: '/api/users',
      token: user.token,
      payload: update,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'Your details have been updated.' });
    const stored = (await ctx.request({ method: 'GET', url: '/api/users', token: user.token })).json().data;
    expect(stored).toMatchObject({
      email: user.email,
      first_name: 'Zoë',
      postcode: 'TS135AB',
      country_code: 'IE',
      marketing_preference: 1,
    });
  });

  it('refuses bad details with the field named and changes nothing', async () => {
    const user = await ctx.newUser();
    const response = await ctx.request({
      method: 'PUT',
      url: '/api/users',
      token: user.token,
      payload: { first_name: '', last_name: 'X', country_code: 'GB', postcode: 'TOOLONG12' },
    });
    expect(response.statusCode).toBe(400);
    expect(fields(response.body)).toEqual(['first_name', 'postcode']);
    const stored = (await ctx.request({ method: 'GET', url: '/api/users', token: user.token })).json().data;
    expect(stored.first_name).toBe('Alex');
  });

  it('answers 401 to a wrong or expired token', async () => {
    const user = await ctx.newUser();
    const payload = { first_name: 'A', last_name: 'B', country_code: 'GB' };
    expect(
      (await ctx.request({ method: 'PUT', url: '/api/users', token: 'nonsense', payload })).statusCode,
    ).toBe(401);
    const plain = (await login(user.email, user.password, false)).json().data.bearer_token;
    ctx.advanceClock(12 * HOUR + 1000);
    expect((await ctx.request({ method: 'PUT', url: '/api/users', token: plain, payload })).statusCode).toBe(
      401,
    );
  });
});

describe('forgot password and reset', () => {
  const forgot = (email: string, ip = '10.1.1.1') =>
    ctx.request({ method: 'POST', url: '/api/users/forgot-password', payload: { email }, remoteAddress: ip });
  const reset = (payload: Record<string, unknown>) =>
    ctx.request({ method: 'POST', url: '/api/users/password-reset', payload });

  it('answers the same for a registered and an unknown address, and only e-mails the registered one', async () => {
    const user = await ctx.newUser();
    const known = await forgot(user.email);
    const unknown = await forgot('no.account@example.test');
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: FORGOT_PASSWORD_SENT_MESSAGE });
    }
    const [mail] = await ctx.outbox(user.email);
    expect(mail?.subject).toBe('Reset your Brackenbay Holiday Parks password');
    expect(resetLinkToken(mail!.text)).toBeTruthy();
    expect(await ctx.outbox('no.account@example.test')).toEqual([]);
  });

  it('resets once: the old password and old tokens die, the new password works, the link cannot be reused', async () => {
    const user = await ctx.newUser();
    await forgot(user.email);
    const token = resetLinkToken((await ctx.outbox(user.email))[0]!.text)!;
    const newPassword = 'Brand-New-Seagull-7';

    const done = await reset({ email: user.email, password: newPassword, token });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      success: true,
      message: 'Your password has been reset. You can now log in.',
    });

    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, newPassword)).statusCode).toBe(200);
    expect((await ctx.request({ method: 'GET', url: '/api/ping', token: user.token })).statusCode).toBe(401);

    const again = await reset({ email: user.email, password: 'Another-Seagull-8', token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(PASSWORD_RESET_INVALID_MESSAGE);
  });

  it('refuses an expired link, a link used with another e-mail, and a superseded link', async () => {
    const user = await ctx.newUser();
    const other = await ctx.newUser();
    await forgot(user.email);
    const first = resetLinkToken((await ctx.outbox(user.email))[0]!.text)!;

    const wrongEmail = await reset({ email: other.email, password: 'Brand-New-Seagull-7', token: first });
    expect(wrongEmail.statusCode).toBe(400);

    await forgot(user.email);
    const second = resetLinkToken((await ctx.outbox(user.email))[0]!.text)!;
    expect(second).not.toBe(first);
    expect(
      (await reset({ email: user.email, password: 'Brand-New-Seagull-7', token: first })).statusCode,
    ).toBe(400);

    ctx.advanceClock(61 * 60_000);
    const expired = await reset({ email: user.email, password: 'Brand-New-Seagull-7', token: second });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(PASSWORD_RESET_INVALID_MESSAGE);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('validates the reset request and refuses a common new password', async () => {
    const missing = await reset({});
    expect(missing.statusCode).toBe(400);
    expect(fields(missing.body)).toEqual(['email', 'password', 'token']);
    const user = await ctx.newUser();
    await forgot(user.email);
    const token = resetLinkToken((await ctx.outbox(user.email))[0]!.text)!;
    const common = await reset({ email: user.email, password: 'qwertyuiop', token });
    expect(common.statusCode).toBe(400);
    expect(fields(common.body)).toEqual(['password']);
    const huge = await reset({ email: user.email, password: 'Brand-New-Seagull-7', token: 'x'.repeat(500) });
    expect(huge.statusCode).toBe(400);
    expect(fields(huge.body)).toEqual(['token']);
  });

  it('limits reset e-mails per address', async () => {
    const user = await ctx.newUser();
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await forgot(user.email, `10.2.0.${i}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(await ctx.outbox(user.email)).toHaveLength(3);
    const invalid = await forgot('not an email');
    expect(invalid.statusCode).toBe(400);
    expect(fields(invalid.body)).toEqual(['email']);
  });
});

describe('confirming the e-mail address', () => {
  const confirmLinkToken = (text: string) => /\/confirm-email\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
  const confirm = (token: string) =>
    ctx.request({ method: 'POST', url: '/api/users/confirm-email', payload: { token } });
  const sendAgain = (token: string) =>
    ctx.request({ method: 'POST', url: '/api/users/confirm-email/send', token });
  const me = async (token: string) =>
    (await ctx.request({ method: 'GET', url: '/api/users', token })).json().data;
  const changeEmail = (token: string, payload: Record<string, unknown>) =>
    ctx.request({ method: 'PUT', url: '/api/users/email', token, payload });

  it('e-mails a single-use link at sign-up that says what to do; the link confirms the address', async () => {
    const body = signUpBody({ first_name: 'Robin' });
    const signUp = await ctx.request({ method: 'POST', url: '/api/users', payload: body });
    expect(signUp.statusCode).toBe(201);
    const { user, bearer_token } = signUp.json().data;
    expect(user.email_confirmed_at).toBeNull();

    const [mail] = await ctx.outbox(body.email);
    expect(mail?.subject).toBe('Confirm your e-mail address for Brackenbay Holiday Parks');
    expect(mail!.text).toContain('Hello Robin,');
    expect(mail!.text).toContain(`Please confirm that ${body.email} is your e-mail address`);
    expect(mail!.text).toContain('expires in 48 hours');
    expect(mail!.text).toMatch(
      /Confirm your e-mail address: https?:\/\/\S+\/confirm-email\/[A-Za-z0-9_-]{43}/,
    );
    expect(mail!.html).toContain('/confirm-email/');
    const token = confirmLinkToken(mail!.text)!;

    // Kept only as a hash, like reset links.
    const stored = rowsOf<{ token_hash: string; purpose: string; email: string }>(
      await ctx.db.execute(
        sql`select token_hash, purpose, email from password_reset where user_id = ${user.id}`,
      ),
    );
    expect(stored).toEqual([
      { token_hash: expect.not.stringContaining(token), purpose: 'confirm_email', email: body.email },
    ]);
    expect(JSON.stringify(stored)).not.toContain(token);

    // A confirmation link is no reset link.
    const asReset = await ctx.request({
      method: 'POST',
      url: '/api/users/password-reset',
      payload: { email: body.email, password: 'Brand-New-Seagull-7', token },
    });
    expect(asReset.statusCode).toBe(400);

    const done = await confirm(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      success: true,
      message: EMAIL_CONFIRMED_MESSAGE,
      data: { email: body.email },
    });
    const confirmedAt = (await me(bearer_token)).email_confirmed_at;
    expect(Date.parse(confirmedAt)).not.toBeNaN();
    const ping = await ctx.request({ method: 'GET', url: '/api/ping', token: bearer_token });
    expect(ping.json().user.email_confirmed_at).toBe(confirmedAt);

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(EMAIL_CONFIRMATION_INVALID_MESSAGE);
    expect((await sendAgain(bearer_token)).json()).toEqual({
      success: true,
      message: EMAIL_ALREADY_CONFIRMED_MESSAGE,
    });
    expect(await ctx.outbox(body.email)).toHaveLength(1);
  });

  it('sends the link again on request, retiring the old one; links expire; sending is limited', async () => {
    const user = await ctx.newUser();
    const sent = await sendAgain(user.token);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ success: true, message: EMAIL_CONFIRMATION_SENT_MESSAGE });
    const second = confirmLinkToken((await ctx.outbox(user.email))[0]!.text)!;
    expect(second).not.toBe(user.confirmationToken);
    expect((await user.confirmEmail()).statusCode).toBe(400);

    ctx.advanceClock(49 * HOUR);
    expect((await confirm(second)).statusCode).toBe(400);
    expect((await me(user.token)).email_confirmed_at).toBeNull();

    expect((await sendAgain(user.token)).statusCode).toBe(200);
    expect((await sendAgain(user.token)).statusCode).toBe(200);
    expect((await sendAgain(user.token)).statusCode).toBe(429);
    expect(await ctx.outbox(user.email)).toHaveLength(3);
    const newest = confirmLinkToken((await ctx.outbox(user.email))[0]!.text)!;
    expect((await confirm(newest)).statusCode).toBe(200);

    expect((await ctx.request({ method: 'POST', url: '/api/users/confirm-email/send' })).statusCode).toBe(
      401,
    );
    expect((await confirm('')).statusCode).toBe(400);
    expect((await confirm('x'.repeat(500))).statusCode).toBe(400);
  });

  it('changing the address (with the password) un-confirms it and sends a link to the new one', async () => {
    const user = await ctx.newUser({ first_name: 'Kit' });
    expect((await user.confirmEmail()).statusCode).toBe(200);
    const other = await ctx.newUser();
    const newAddress = `Kit.${Math.random().toString(36).slice(2)}@Example.test`;

    const wrong = await changeEmail(user.token, { email: newAddress, password: 'Not-My-Password-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { field: 'password', message: EMAIL_CHANGE_PASSWORD_WRONG_MESSAGE },
    ]);
    const taken = await changeEmail(user.token, {
      email: other.email.toUpperCase(),
      password: user.password,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(EMAIL_IN_USE_MESSAGE);
    expect((await changeEmail(user.token, { email: user.email, password: user.password })).statusCode).toBe(
      400,
    );
    expect((await me(user.token)).email_confirmed_at).not.toBeNull();

    const changed = await changeEmail(user.token, { email: newAddress, password: user.password });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      success: true,
      message: EMAIL_CHANGED_MESSAGE,
      data: { email: newAddress.toLowerCase(), email_confirmed_at: null },
    });
    expect(await me(user.token)).toMatchObject({ email: newAddress.toLowerCase(), email_confirmed_at: null });
    // The old address is told; the new one gets the link.
    const [notice] = await ctx.outbox(user.email);
    expect(notice?.subject).toBe('Your Brackenbay Holiday Parks e-mail address has changed');
    expect(notice!.text).toContain(newAddress.toLowerCase());
    const [mail] = await ctx.outbox(newAddress.toLowerCase());
    expect(mail?.subject).toBe('Confirm your e-mail address for Brackenbay Holiday Parks');
    const token = confirmLinkToken(mail!.text)!;
    expect((await confirm(token)).statusCode).toBe(200);
    expect((await me(user.token)).email_confirmed_at).not.toBeNull();
    expect((await login(newAddress, user.password)).statusCode).toBe(200);

    expect((await changeEmail(user.token, {})).statusCode).toBe(400);
    expect((await changeEmail('nonsense', { email: newAddress, password: user.password })).statusCode).toBe(
      401,
    );
  });

  it('a link for an address the account no longer has confirms nothing', async () => {
    const user = await ctx.newUser();
    const changed = await changeEmail(user.token, {
      email: `moved.${Math.random().toString(36).slice(2)}@example.test`,
      password: user.password,
    });
    expect(changed.statusCode).toBe(200);
    // The sign-up link was for the old address.
    expect((await user.confirmEmail()).statusCode).toBe(400);
    expect((await me(user.token)).email_confirmed_at).toBeNull();
  });
});
