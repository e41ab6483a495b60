import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userAccount } from '../db/schema';
import { hashPassword } from '../modules/account/password';
import { createTestContext, type TestContext } from '../test/harness';
import { redactUrl } from './logging';

let ctx: TestContext;
const lines: string[] = [];

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  ctx = await createTestContext({ LOG_LEVEL: 'info' }, 'site', { logStream });
});
afterAll(() => ctx.close());

describe('the log of a run', () => {
  it('holds no password, hash, token, reset link or personal data from a failed query', async () => {
    const password = 'Secret-Lighthouse-91';
    const user = await ctx.newUser({ password, phone_number: '+447700900999' });
    await ctx.request({ method: 'POST', url: '/api/login', payload: { email: user.email, password } });
    await ctx.request({ method: 'GET', url: '/api/users', token: user.token });
    await ctx.request({ method: 'POST', url: '/api/users/forgot-password', payload: { email: user.email } });
    const resetToken = /\/reset-password\/([^\s"<]+)/.exec((await ctx.outbox(user.email))[0]!.text)![1]!;
    await ctx.request({ method: 'GET', url: `/reset-password/${resetToken}` });
    await ctx.request({ method: 'GET', url: `/my-bookings?token=${user.token}` });
    await ctx.request({ method: 'GET', url: `/api/users?token=${user.token}` });

    // A query the database refuses, with a hash, an e-mail and a phone number among its values,
    // logged as the error handler logs a failed request.
    const hash = await hashPassword(password);
    const failed = await ctx.db
      .insert(userAccount)
      .values({
        email: `nul\u0000${user.email}`,
        passwordHash: hash,
        firstName: 'A',
        lastName: 'B',
        phoneNumber: '+447700900999',
        countryCode: 'GB',
      })
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    ctx.app.log.error({ err: failed }, 'request failed');

    const log = lines.join('');
    expect(log).toContain('request failed');
    expect(log).toContain('/reset-password/[redacted]');
    for (const secret of [password, hash, user.token, resetToken, '+447700900999', `nul`]) {
      expect(log, secret).not.toContain(secret);
    }
    expect(log).not.toContain('$argon2id$');
  });

  it('redacts secrets from URLs', () => {
    expect(redactUrl('/reset-password/abc.def?x=1')).toBe('/reset-password/[redacted]?x=1');
    expect(redactUrl('/my-bookings?token=abc&page=2')).toBe('/my-bookings?token=[redacted]&page=2');
    expect(redactUrl('/api/3dsform?acsUrl=x&creq=abc')).toBe('/api/3dsform?acsUrl=x&creq=[redacted]');
    // Every page an e-mailed link opens carries its token in the path.
    for (const page of ['missing-booking', 'confirm-email', 'set-password']) {
      expect(redactUrl(`/${page}/abc_DEF-1`)).toBe(`/${page}/[redacted]`);
    }
  });
});
