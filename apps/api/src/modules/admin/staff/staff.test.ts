import type { TStaffMember } from '@parkstays/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client';
import { DEMO_ACCOUNTS } from '../../../db/demo-data';
import { fieldsAtFault } from '../../../test/answers';
import { createTestContext, type TestContext } from '../../../test/harness';

let ctx: TestContext;
let admin: string;
let adminId: number;
let reception: string;

const signIn = (email: string, password: string) =>
  ctx.request({ method: 'POST', url: '/api/login', payload: { email, password } });

beforeAll(async () => {
  ctx = await createTestContext();
  ({ token: admin, userId: adminId } = await ctx.session('admin'));
  reception = await ctx.signIn('reception');
}, 60_000);
afterAll(() => ctx.close());

const invite = (body: Record<string, unknown>, token = admin) =>
  ctx.request({ method: 'POST', url: '/api/admin/staff/invitations', payload: body, token });
/** The token of the set-password link e-mailed with the newest invitation to `email`. */
const invitationToken = async (email: string) =>
  /\/set-password\/([A-Za-z0-9_-]+)/.exec((await ctx.outbox(email))[0]!.text)![1]!;
/** Accepts an invitation with its link's token, choosing a password. */
const accept = (token: string, password = 'Seagull-Window-77') =>
  ctx.request({ method: 'POST', url: '/api/staff-invitations/accept', payload: { token, password } });
const staffList = async () =>
  (await ctx.request({ method: 'GET', url: '/api/admin/staff', token: admin })).json().data as TStaffMember[];
const history = async (id: number) =>
  (
    await ctx.request({
      method: 'GET',
      url: `/api/admin/audit-entries?entity_type=user_account&entity_id=${id}`,
      token: admin,
    })
  ).json().data;

describe('inviting a member of staff', () => {
  it('creates the account with the role, e-mails a link that sets a password once, and audits it', async () => {
    const email = 'Nia.Evans@Example.test';
    const answer = await invite({ email, first_name: 'Nia', last_name: 'Evans', role: 'reception' });
    expect(answer.statusCode).toBe(201);
    const member = answer.json().data as TStaffMember;
    expect(member).toMatchObject({
      email: 'nia.evans@example.test',
      role: 'reception',
      last_signed_in_at: null,
    });
    expect(member.invitation?.expired).toBe(false);

    const listed = (await staffList()).find((m) => m.id === member.id);
    expect(listed?.invitation).not.toBeNull();
    expect((await history(member.id))[0]).toMatchObject({
      action: 'staff.invite',
      after: { email: 'nia.evans@example.test', role: 'reception' },
    });

    // No password works until the link sets one.
    expect((await signIn('nia.evans@example.test', '!invited: set from the e-mailed link')).statusCode).toBe(
      401,
    );

    const [mail] = await ctx.outbox('nia.evans@example.test');
    expect(mail!.subject).toContain('invited');
    const token = /\/set-password\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.user).toMatchObject({
      email: 'nia.evans@example.test',
      staff_role: 'reception',
    });
    const bearer = accepted.json().data.bearer_token;
    const day = await ctx.request({ method: 'GET', url: '/api/admin/outbox', token: bearer });
    expect(day.statusCode).toBe(200);

    const again = await accept(token, 'Another-Harbour-88');
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].field).toBe('token');

    const login = await signIn('nia.evans@example.test', 'Seagull-Window-77');
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user.staff_role).toBe('reception');
    const after = (await staffList()).find((m) => m.id === member.id);
    expect(after?.invitation).toBeNull();
    expect(after?.last_signed_in_at).not.toBeNull();
  });

  it("refuses a guest's address (the guest stays a guest), a member already on the staff, and bad input", async () => {
    const guest = await ctx.newUser();
    const refused = await invite({
      email: guest.email,
      first_name: 'Alex',
      last_name: 'Smith',
      role: 'admin',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('GUEST_ACCOUNT');
    const [row] = rowsOf<{ staff_role: string | null }>(
      await ctx.db.execute(sql`select staff_role from user_account where id = ${guest.id}`),
    );
    expect(row!.staff_role).toBeNull();

    const member = await invite({
      email: DEMO_ACCOUNTS.reception.email,
      first_name: 'Tom',
      last_name: 'Bennett',
      role: 'admin',
    });
    expect(member.json().code).toBe('ALREADY_STAFF');

    const bad = await invite({ email: 'not-an-address', first_name: '', last_name: 'Evans', role: 'chef' });
    expect(bad.statusCode).toBe(400);
    expect(fieldsAtFault(bad.json()).sort()).toEqual(['email', 'first_name', 'role']);
    expect(
      (await invite({ email: 'x@example.test', first_name: 'X', last_name: 'Y', role: 'admin' }, reception))
        .statusCode,
    ).toBe(403);
  });

  it('a link expires, and dies when the member is taken off the staff', async () => {
    await invite({
      email: 'gareth.lloyd@example.test',
      first_name: 'Gareth',
      last_name: 'Lloyd',
      role: 'activities',
    });
    const token = await invitationToken('gareth.lloyd@example.test');
    const id = (await staffList()).find((m) => m.email === 'gareth.lloyd@example.test')!.id;
    const removed = await ctx.request({
      method: 'PATCH',
      url: `/api/admin/staff/${id}`,
      payload: { role: null },
      token: admin,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toBeNull();
    expect((await accept(token)).statusCode).toBe(400);
  });
});

describe('changing a role', () => {
  it('changes and removes a role, audited; the removed member is refused at once', async () => {
    await invite({
      email: 'cerys.morgan@example.test',
      first_name: 'Cerys',
      last_name: 'Morgan',
      role: 'activities',
    });
    const session = (await accept(await invitationToken('cerys.morgan@example.test'))).json().data;
    const id = session.user.id as number;
    const change = (role: string | null) =>
      ctx.request({ method: 'PATCH', url: `/api/admin/staff/${id}`, payload: { role }, token: admin });

    const promoted = await change('reception');
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({
      message: 'Cerys Morgan is now reception.',
      data: { role: 'reception' },
    });
    const today = () => ctx.request({ method: 'GET', url: '/api/admin/today', token: session.bearer_token });
    expect((await today()).statusCode).toBe(200);

    expect((await change(null)).json().message).toBe('Cerys Morgan is no longer on the staff.');
    expect((await today()).statusCode).toBe(403);
    expect((await staffList()).map((m) => m.id)).not.toContain(id);
    const entries = await history(id);
    expect(entries.map((e: { action: string }) => e.action)).toEqual([
      'staff.role',
      'staff.role',
      'staff.invite',
    ]);
    expect(entries[0]).toMatchObject({ before: { role: 'reception' }, after: { role: null } });

    // Off the staff, they are not staff to change: like any account that is not staff.
    expect((await change('admin')).statusCode).toBe(404);
    const guest = await ctx.newUser();
    const notStaff = await ctx.request({
      method: 'PATCH',
      url: `/api/admin/staff/${guest.id}`,
      payload: { role: 'admin' },
      token: admin,
    });
    expect(notStaff.statusCode).toBe(404);
  });

  it('an admin cannot remove or lower their own admin role, so the park always keeps one', async () => {
    for (const role of [null, 'reception']) {
      const own = await ctx.request({
        method: 'PATCH',
        url: `/api/admin/staff/${adminId}`,
        payload: { role },
        token: admin,
      });
      expect(own.statusCode).toBe(409);
      expect(own.json().code).toBe('OWN_ADMIN_ROLE');
    }
    const [row] = rowsOf<{ staff_role: string }>(
      await ctx.db.execute(sql`select staff_role from user_account where id = ${adminId}`),
    );
    expect(row!.staff_role).toBe('admin');
    expect((await history(adminId)).filter((e: { action: string }) => e.action === 'staff.role')).toEqual([]);
  });
});
