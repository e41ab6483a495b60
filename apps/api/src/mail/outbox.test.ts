import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';

const OPERATOR = { email: 'operator@brackenbay.example', password: 'HarbourMasterDesk26' };

describe('GET /api/outbox: a staff admin reads the demo e-mails, nobody else', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("never shows a reset link to whoever asked for it: only a signed-in staff admin reads anyone's mail", async () => {
    const victim = await ctx.newUser();
    const attacker = await ctx.newUser();
    await ctx.request({
      method: 'POST',
      url: '/api/users/forgot-password',
      payload: { email: victim.email },
    });

    const anonymous = await ctx.request({ method: 'GET', url: `/api/outbox?to=${victim.email}` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('reset-password');
    const everything = await ctx.request({ method: 'GET', url: '/api/outbox' });
    expect(everything.statusCode).toBe(401);
    const guest = await ctx.request({
      method: 'GET',
      url: `/api/outbox?to=${victim.email}`,
      token: attacker.token,
    });
    expect(guest.statusCode).toBe(403);
    expect(guest.body).not.toContain('reset-password');
    // Other staff neither: the outbox holds links that sign in as anyone.
    const reception = await ctx.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'reception@brackenbay.example', password: 'FrontDeskWelcome26' },
    });
    const atReception = await ctx.request({
      method: 'GET',
      url: `/api/outbox?to=${victim.email}`,
      token: reception.json().data.bearer_token,
    });
    expect(atReception.statusCode).toBe(403);

    const login = await ctx.request({ method: 'POST', url: '/api/login', payload: OPERATOR });
    const operator = await ctx.request({
      method: 'GET',
      url: `/api/outbox?to=${victim.email}`,
      token: login.json().data.bearer_token,
    });
    expect(operator.statusCode).toBe(200);
    expect(operator.json().data[0].text).toContain('/reset-password/');
  });
});

describe('the outbox in production', () => {
  it('is not served, even when MAIL_OUTBOX_VIEWER asks for it', async () => {
    const ctx = await createTestContext({
      NODE_ENV: 'production',
      MAIL_OUTBOX_VIEWER: 'true',
      ALLOW_CARD_SANDBOX_IN_PRODUCTION: 'true',
      MAIL_OUTBOX_IN_PRODUCTION: 'true',
    });
    try {
      const login = await ctx.request({ method: 'POST', url: '/api/login', payload: OPERATOR });
      const answer = await ctx.request({
        method: 'GET',
        url: '/api/outbox',
        token: login.json().data.bearer_token,
      });
      expect(answer.statusCode).toBe(404);
    } finally {
      await ctx.close();
    }
  });
});
