import { STAFF_ROLES } from '@parkstays/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { DEMO_ACCOUNTS } from '../../db/demo-data';
import { STAFF_ROLES as SCHEMA_STAFF_ROLES } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/harness';

let ctx: TestContext;
const tokens: Record<'guest' | 'owner' | 'admin' | 'reception' | 'activities', string> = {
  guest: '',
  owner: '',
  admin: '',
  reception: '',
  activities: '',
};

beforeAll(async () => {
  ctx = await createTestContext();
  for (const who of Object.keys(tokens) as (keyof typeof tokens)[]) {
    const { email, password } = DEMO_ACCOUNTS[who];
    const response = await ctx.request({ method: 'POST', url: '/api/login', payload: { email, password } });
    tokens[who] = response.json().data.bearer_token;
  }
});
afterAll(() => ctx.close());

const switchMaintenance = (on: boolean, token?: string) =>
  ctx.request({
    method: 'PUT',
    url: '/api/site-settings/maintenance',
    payload: { maintenance_mode: on },
    token,
  });

const historyOf = (entityType: string, entityId: string, token?: string) =>
  ctx.request({
    method: 'GET',
    url: `/api/admin/audit-entries?entity_type=${entityType}&entity_id=${encodeURIComponent(entityId)}`,
    token,
  });

const auditCount = async () =>
  Number(rowsOf<{ n: number }>(await ctx.db.execute(sql`select count(*)::int as n from audit_entry`))[0]?.n);

const maintenanceSetting = async () =>
  rowsOf<{ value: unknown }>(
    await ctx.db.execute(sql`select value from site_setting where key = 'maintenance_mode'`),
  )[0]?.value;

describe('staff roles', () => {
  it('the contract and the database name the same roles', () => {
    expect([...SCHEMA_STAFF_ROLES]).toEqual([...STAFF_ROLES]);
  });

  it('every user answer says whether, and in which role, the user is on the staff', async () => {
    for (const who of Object.keys(tokens) as (keyof typeof tokens)[]) {
      const expected = who === 'guest' || who === 'owner' ? null : who;
      const ping = await ctx.request({ method: 'GET', url: '/api/ping', token: tokens[who] });
      expect(ping.json().user.staff_role, who).toBe(expected);
      const me = await ctx.request({ method: 'GET', url: '/api/users', token: tokens[who] });
      expect(me.json().data.staff_role, who).toBe(expected);
    }
    const { email, password } = DEMO_ACCOUNTS.reception;
    const login = await ctx.request({ method: 'POST', url: '/api/login', payload: { email, password } });
    expect(login.json().data.user.staff_role).toBe('reception');
    const newcomer = await ctx.newUser();
    const me = await ctx.request({ method: 'GET', url: '/api/users', token: newcomer.token });
    expect(me.json().data.staff_role).toBeNull();
  });

  it('the database refuses a role that does not exist', async () => {
    await expect(
      ctx.db.execute(
        sql`update user_account set staff_role = 'cleaner' where email = ${DEMO_ACCOUNTS.guest.email}`,
      ),
    ).rejects.toThrow();
  });

  it('only an admin switches maintenance mode: 401 signed out, 403 for guests, owners and other staff', async () => {
    const before = await auditCount();
    expect((await switchMaintenance(true)).statusCode).toBe(401);
    for (const who of ['guest', 'owner', 'reception', 'activities'] as const) {
      const refused = await switchMaintenance(true, tokens[who]);
      expect(refused.statusCode, who).toBe(403);
      expect(refused.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
    // Refused before the body is read: a bad body from a guest is still 403, never a 400 that
    // would tell them what the endpoint takes.
    const badBody = await ctx.request({
      method: 'PUT',
      url: '/api/site-settings/maintenance',
      payload: { maintenance_mode: 'please' },
      token: tokens.guest,
    });
    expect(badBody.statusCode).toBe(403);
    expect(await maintenanceSetting()).toBe(false);
    expect(await auditCount()).toBe(before);
  });
});

describe('the audit log', () => {
  it('records who switched maintenance mode, when, and the value before and after, shown on the setting', async () => {
    const on = await switchMaintenance(true, tokens.admin);
    expect(on.statusCode).toBe(200);
    const off = await switchMaintenance(false, tokens.admin);
    expect(off.statusCode).toBe(200);

    const history = await historyOf('site_setting', 'maintenance_mode', tokens.admin);
    expect(history.statusCode).toBe(200);
    const entries = history.json().data;
    expect(entries).toHaveLength(2);
    const admin = DEMO_ACCOUNTS.admin;
    expect(entries[0]).toMatchObject({
      staff: { name: `${admin.firstName} ${admin.lastName}`, email: admin.email },
      action: 'maintenance_mode.switch',
      entity_type: 'site_setting',
      entity_id: 'maintenance_mode',
      before: true,
      after: false,
    });
    expect(entries[1]).toMatchObject({ before: false, after: true });
    expect(Date.parse(entries[0].at)).toBeGreaterThanOrEqual(Date.parse(entries[1].at));
    expect(Math.abs(Date.parse(entries[0].at) - ctx.now().getTime())).toBeLessThan(60_000);
  });

  it("shows a record's history only to the roles that work with it", async () => {
    expect((await historyOf('site_setting', 'maintenance_mode')).statusCode).toBe(401);
    for (const who of ['guest', 'owner', 'reception', 'activities'] as const) {
      expect((await historyOf('site_setting', 'maintenance_mode', tokens[who])).statusCode, who).toBe(403);
    }
    expect((await historyOf('booking', '1', tokens.reception)).json()).toEqual({ success: true, data: [] });
    expect((await historyOf('booking', '1', tokens.activities)).statusCode).toBe(403);
    expect((await historyOf('activity_session', '1', tokens.activities)).statusCode).toBe(200);
    const unknownKind = await historyOf('parrot', '1', tokens.admin);
    expect(unknownKind.statusCode).toBe(400);
    expect(unknownKind.json().errors[0].field).toBe('entity_type');
  });

  it('a change that fails at commit leaves no entry, and an entry that cannot be written undoes the change', async () => {
    const entries = await auditCount();
    const run = async (...statements: string[]) => {
      for (const statement of statements) await ctx.db.execute(sql.raw(statement));
    };
    // The setting's change fails only when its transaction commits, after the entry was written:
    // the entry must go with it.
    await run(
      `CREATE FUNCTION refuse_setting() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN RAISE EXCEPTION 'settings are frozen'; END $$`,
      `CREATE CONSTRAINT TRIGGER refuse_setting AFTER INSERT OR UPDATE ON site_setting
       DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION refuse_setting()`,
    );
    try {
      expect((await switchMaintenance(true, tokens.admin)).statusCode).toBe(500);
    } finally {
      await run('DROP TRIGGER refuse_setting ON site_setting', 'DROP FUNCTION refuse_setting()');
    }
    expect(await auditCount()).toBe(entries);
    expect(await maintenanceSetting()).toBe(false);

    // The other way round: the entry cannot be written, so the switch must not happen either.
    await run(
      `CREATE FUNCTION refuse_entry() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN RAISE EXCEPTION 'the audit log is full'; END $$`,
      'CREATE TRIGGER refuse_entry BEFORE INSERT ON audit_entry FOR EACH ROW EXECUTE FUNCTION refuse_entry()',
    );
    try {
      expect((await switchMaintenance(true, tokens.admin)).statusCode).toBe(500);
    } finally {
      await run('DROP TRIGGER refuse_entry ON audit_entry', 'DROP FUNCTION refuse_entry()');
    }
    expect(await auditCount()).toBe(entries);
    expect(await maintenanceSetting()).toBe(false);
    const settings = await ctx.request({ method: 'GET', url: '/api/site-settings' });
    expect(settings.json().data.maintenance_mode).toBe(false);

    // And with nothing in the way, the switch and its entry both happen.
    expect((await switchMaintenance(true, tokens.admin)).statusCode).toBe(200);
    expect(await auditCount()).toBe(entries + 1);
    expect(await maintenanceSetting()).toBe(true);
    await switchMaintenance(false, tokens.admin);
  });
});
