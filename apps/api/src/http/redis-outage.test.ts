import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';

// Nothing listens on port 1: Redis is down from the start, as after an outage.
describe('an API whose Redis cannot be reached', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_PER_MINUTE: '1200' });
  });
  afterAll(() => ctx.close());

  it('keeps answering at once and counts its limits in the process instead', async () => {
    const started = Date.now();
    for (let i = 0; i < 5; i++) {
      const response = await ctx.request({ method: 'GET', url: '/api/site-settings' });
      expect(response.statusCode).toBe(200);
    }
    expect(Date.now() - started).toBeLessThan(2_500);

    const user = await ctx.newUser();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await ctx.request({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: 'Not-The-Password-1' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses).toContain(429);
  });
});
