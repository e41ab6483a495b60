import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const login = (email: string, password: string, remoteAddress: string) =>
  ctx.request({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });

function tally(statuses: number[]) {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe('sign-in limits under a burst', () => {
  it('lets exactly 10 of 40 simultaneous wrong passwords through, then refuses', async () => {
    const user = await ctx.newUser();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => login(user.email, 'Not-The-Password-1', '198.51.100.7')),
    );
    expect(tally(answers.map((a) => a.statusCode))).toEqual({ 401: 10, 429: 30 });
  });

  it('never locks the real person out: the right password still works from an address that has not been failing', async () => {
    const user = await ctx.newUser();
    for (const address of ['198.51.100.20', '198.51.100.21']) {
      await Promise.all(Array.from({ length: 12 }, () => login(user.email, 'Guessing-Away-1', address)));
    }
    expect((await login(user.email, 'Guessing-Away-1', '198.51.100.20')).statusCode).toBe(429);
    const real = await login(user.email, user.password, '203.0.113.9');
    expect(real.statusCode).toBe(200);
  }, 30_000);

  it('counts reset e-mails before sending: a burst of 10 sends 3', async () => {
    const user = await ctx.newUser();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        ctx.request({
          method: 'POST',
          url: '/api/users/forgot-password',
          payload: { email: user.email },
          remoteAddress: '198.51.100.30',
        }),
      ),
    );
    expect(tally(answers.map((a) => a.statusCode))).toEqual({ 200: 3, 429: 7 });
    expect(await ctx.outbox(user.email)).toHaveLength(3);
  });
});
