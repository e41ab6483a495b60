import { STAFF_ROLES, staffRoleAllows, type TStaffRole, ZApiError } from '@parkstays/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client';
import { DEMO_ACCOUNTS } from '../db/demo-data';
import { createTestContext, type TestContext } from '../test/harness';

/**
 * The staff sweep (decision 032): every staff endpoint the app has, called by everyone who must
 * not reach it, answers 401 or 403 and changes nothing. The endpoints come from the app's own
 * routes (`app.staffEndpoints`: every route under /api/admin/ and every route made `staffOnly`),
 * so a staff route added without its guard fails here.
 */

/** Staff endpoints outside /api/admin/ (older than the back office): each must stay `staffOnly`. */
const STAFF_ENDPOINTS_OUTSIDE_THE_PREFIX = ['PUT /api/site-settings/maintenance', 'GET /api/outbox'];

type Caller = 'signed out' | 'unknown token' | 'guest' | 'new user' | 'owner' | TStaffRole;

let ctx: TestContext;
const tokens = {} as Record<Caller, string | undefined>;

beforeAll(async () => {
  ctx = await createTestContext({}, 'demo');
  const signIn = async (email: string, password: string) =>
    (await ctx.request({ method: 'POST', url: '/api/login', payload: { email, password } })).json().data
      .bearer_token as string;
  tokens['signed out'] = undefined;
  tokens['unknown token'] = 'not-a-session-token';
  tokens.guest = await signIn(DEMO_ACCOUNTS.guest.email, DEMO_ACCOUNTS.guest.password);
  tokens['new user'] = (await ctx.newUser()).token;
  tokens.owner = await signIn(DEMO_ACCOUNTS.owner.email, DEMO_ACCOUNTS.owner.password);
  for (const role of STAFF_ROLES)
    tokens[role] = await signIn(DEMO_ACCOUNTS[role].email, DEMO_ACCOUNTS[role].password);
}, 60_000);
afterAll(() => ctx.close());

/** Every table's row count and a digest of its rows: equal before and after means nothing changed. */
async function databaseFingerprint() {
  const tables = rowsOf<{ name: string }>(
    await ctx.db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  );
  const fingerprint: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = rowsOf<{ n: number; digest: string | null }>(
      await ctx.db.execute(
        sql.raw(
          `select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as digest from "${name}" t`,
        ),
      ),
    );
    fingerprint[name] = `${row?.n}:${row?.digest ?? ''}`;
  }
  return fingerprint;
}

/** A concrete address for a route: each path parameter becomes 1. */
const addressOf = (url: string) => url.replace(/:\w+/g, '1').replace(/\*$/, 'x');

const callAs = (caller: Caller, method: string, url: string) =>
  ctx.request({
    method: method as 'GET',
    url: addressOf(url),
    token: tokens[caller],
    // A body a careless handler might act on; the guard must refuse before reading it.
    ...(method === 'GET' || method === 'HEAD' ? {} : { payload: { maintenance_mode: true } }),
  });

describe('the staff sweep', () => {
  it('finds every staff endpoint, and each names the staff roles it lets in', () => {
    const endpoints = ctx.app.staffEndpoints;
    const found = endpoints.map((endpoint) => `${endpoint.method} ${endpoint.url}`);
    for (const known of STAFF_ENDPOINTS_OUTSIDE_THE_PREFIX)
      expect(found, `${known} is no longer staffOnly`).toContain(known);
    expect(found).toContain('GET /api/admin/audit-entries');
    const unguarded = endpoints
      .filter((endpoint) => endpoint.roles.length === 0)
      .map((e) => `${e.method} ${e.url}`);
    expect(unguarded, 'staff routes without staffOnly(...roles)').toEqual([]);
  });

  it('refuses every staff endpoint to everyone who must not reach it (401 or 403) and changes nothing', async () => {
    const before = await databaseFingerprint();
    const failures: string[] = [];
    let calls = 0;
    for (const { method, url, roles } of ctx.app.staffEndpoints) {
      const outsiders: Caller[] = [
        'signed out',
        'unknown token',
        'guest',
        'new user',
        'owner',
        ...STAFF_ROLES.filter((role) => !staffRoleAllows(role, roles)),
      ];
      for (const caller of outsiders) {
        const response = await callAs(caller, method, url);
        calls += 1;
        const expected = caller === 'signed out' || caller === 'unknown token' ? 401 : 403;
        if (response.statusCode !== expected) {
          failures.push(`${method} ${url} as ${caller}: ${response.statusCode} (expected ${expected})`);
          continue;
        }
        if (method === 'HEAD') continue;
        const body = ZApiError.safeParse(response.json());
        if (!body.success || body.data.code !== (expected === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN'))
          failures.push(`${method} ${url} as ${caller}: not the error shape: ${response.body.slice(0, 200)}`);
      }
    }
    expect(failures.join('\n')).toBe('');
    expect(calls).toBeGreaterThan(ctx.app.staffEndpoints.length * 5);
    expect(await databaseFingerprint()).toEqual(before);
  });

  it('lets the roles each endpoint names (and admins) past the guard', async () => {
    const failures: string[] = [];
    for (const { method, url, roles } of ctx.app.staffEndpoints) {
      // Only reads: a change made here would need undoing, and the guard is the same for every method.
      if (method !== 'GET') continue;
      for (const role of STAFF_ROLES.filter((r) => staffRoleAllows(r, roles))) {
        const response = await callAs(role, method, url);
        if (response.statusCode === 401 || response.statusCode === 403)
          failures.push(`${method} ${url} as ${role}: ${response.statusCode}`);
      }
    }
    expect(failures.join('\n')).toBe('');
  });
});
