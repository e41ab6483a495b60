import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { addDays } from '@parkstays/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { cardPayments } from '../../test/card-payments';
import { catalogueContext } from '../../test/catalogue-context';
import { type catalogueFactory, WEEKS_AT_100_A_NIGHT } from '../../test/catalogue-factory';
import type { TestContext } from '../../test/harness';
import { holdStay } from '../../test/held-stay';

let ctx: TestContext;
let make: ReturnType<typeof catalogueFactory>;
let payStay: ReturnType<typeof cardPayments>['payStay'];
let admin: string;
let reception: string;
const logLines: string[] = [];

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  ({ ctx, make } = await catalogueContext({ LOG_LEVEL: 'info' }, 'site', { logStream }));
  ({ payStay } = cardPayments(ctx));
  admin = await ctx.signIn('admin');
  reception = await ctx.signIn('reception');
}, 60_000);
afterAll(() => ctx.close());

const PASSWORD = 'Wandering-Heron-42';

/** Letters no other test's person has: what the scans below look for. */
const uniqueWord = (prefix: string) =>
  `${prefix}${randomUUID()
    .replace(/-/g, '')
    .slice(0, 8)
    .replace(/\d/g, (digit) => 'qrstuvwxyz'[Number(digit)]!)}`;

/** A guest with names of their own, and their stay of 7 nights `arrivalOffset` days away, deposit paid. */
async function guestWithStay(arrivalOffset = 45) {
  const user = await ctx.newUser({
    first_name: uniqueWord('Zephyrine'),
    last_name: uniqueWord('Quill'),
    phone_number: `+447700${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`,
  });
  const { grade } = await make.parkWithGrade({ units: 1, capacity: 4, prices: WEEKS_AT_100_A_NIGHT });
  const stay = await holdStay(ctx, user, {
    grade_code: grade.gradeCode,
    arrival_date: make.day(45),
    no_of_nights: 7,
    first_name: user.first_name,
    last_name: user.last_name,
  });
  const paid = await payStay(user.token, stay.id, 'Deposit', { amount: 1 });
  expect(paid.statusCode, paid.body).toBe(201);
  if (arrivalOffset !== 45)
    // The stay as it stands on another day: under way, or over.
    await ctx.db.execute(
      sql`update booking set arrival_date = ${make.day(arrivalOffset)}::date where id = ${stay.id}`,
    );
  return { user, stay };
}

const deleteAccount = (token: string, password = PASSWORD) =>
  ctx.request({ method: 'POST', url: '/api/privacy/delete-account', token, payload: { password } });

const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await ctx.db.execute(query))[0]!;

/** Every amount the park's books hold, and how many records: what erasure must leave as it was. */
const books = () =>
  one<Record<string, number>>(sql`
    select
      (select coalesce(sum(amount_pence), 0)::int from payment) as payments,
      (select coalesce(sum(refunded_pence), 0)::int from payment) as refunded,
      (select coalesce(sum(amount_pence), 0)::int from refund) as refunds,
      (select coalesce(sum(standard_price_pence - discount_pence + extras_pence), 0)::int from booking) as booking_totals,
      (select coalesce(sum(paid_pence), 0)::int from booking) as booking_paid,
      (select count(*)::int from booking) as bookings,
      (select count(*)::int from payment) as payment_rows,
      (select count(*)::int from refund) as refund_rows,
      (select count(*)::int from audit_entry) as audit_rows,
      (select count(*)::int from outbox_message) as emails`);

/** Every text, varchar and JSON column of every table that holds `needle`, any case. */
async function columnsHolding(needle: string) {
  const columns = rowsOf<{ table_schema: string; table_name: string; column_name: string }>(
    await ctx.db.execute(sql`
      select c.table_schema, c.table_name, c.column_name
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where t.table_type = 'BASE TABLE'
        and c.table_schema not in ('pg_catalog', 'information_schema')
        and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')`),
  );
  expect(columns.length).toBeGreaterThan(50);
  const found: string[] = [];
  for (const { table_schema, table_name, column_name } of columns) {
    const { hits } = await one<{ hits: number }>(
      sql`select count(*)::int as hits from ${sql.identifier(table_schema)}.${sql.identifier(table_name)}
          where ${sql.identifier(column_name)}::text ilike ${`%${needle}%`}`,
    );
    if (hits > 0) found.push(`${table_schema}.${table_name}.${column_name}`);
  }
  return found;
}

describe('Download my data', () => {
  it("is a JSON file of the account, its bookings and its payments (with the card's last four digits)", async () => {
    const { user, stay } = await guestWithStay();
    const response = await ctx.request({ method: 'GET', url: '/api/privacy/my-data', token: user.token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    const data = response.json();
    expect(data.account).toMatchObject({ email: user.email, first_name: user.first_name });
    expect(data.bookings).toEqual([
      expect.objectContaining({ booking_no: stay.bookingNo, total_pence: 70_000, paid_pence: 14_000 }),
    ]);
    expect(data.payments).toEqual([
      expect.objectContaining({
        type: 'Deposit',
        amount_pence: 14_000,
        status: 'authorised',
        card_last_four: '0006',
      }),
    ]);
    expect(data.emails.map((mail: { subject: string }) => mail.subject)).toContainEqual(
      expect.stringContaining(stay.bookingNo),
    );
    expect(data.consent).toMatchObject({ newsletter: false });
    expect(data.consent.newsletter_choice_given_at).toMatch(/^\d{4}-/);

    expect((await ctx.request({ method: 'GET', url: '/api/privacy/my-data' })).statusCode).toBe(401);
  });
});

describe('Marketing', () => {
  it('keeps the newsletter choice with when it was given, changed only when the choice changes', async () => {
    const user = await ctx.newUser();
    const before = (await ctx.get('/api/privacy', user.token)).body.data.marketing;
    expect(before).toMatchObject({ marketing_preference: 0 });
    ctx.advanceClock(60_000);
    const set = await ctx.request({
      method: 'PUT',
      url: '/api/privacy/marketing',
      token: user.token,
      payload: { marketing_preference: 1 },
    });
    expect(set.statusCode).toBe(200);
    const after = set.json().data;
    expect(after.marketing_preference).toBe(1);
    expect(Date.parse(after.given_at)).toBeGreaterThan(Date.parse(before.given_at));
    const again = await ctx.request({
      method: 'PUT',
      url: '/api/privacy/marketing',
      token: user.token,
      payload: { marketing_preference: 1 },
    });
    expect(again.json().data.given_at).toBe(after.given_at);
    const bad = await ctx.request({
      method: 'PUT',
      url: '/api/privacy/marketing',
      token: user.token,
      payload: { marketing_preference: 3 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('marketing_preference');
  });
});

describe('Delete my account', () => {
  it('asks for the password again', async () => {
    const user = await ctx.newUser();
    const wrong = await deleteAccount(user.token, 'not-my-password');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'PASSWORD_WRONG', errors: [{ field: 'password' }] });
    expect((await deleteAccount(user.token, '')).statusCode).toBe(400);
    expect((await ctx.get('/api/users', user.token)).status).toBe(200);
  });

  it('is refused while a stay is to come, or under way, with the reason', async () => {
    for (const arrivalOffset of [45, -2]) {
      const { user } = await guestWithStay(arrivalOffset);
      const refused = await deleteAccount(user.token);
      expect(refused.statusCode, `arrival in ${arrivalOffset} days`).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'STAY_UPCOMING',
        message: expect.stringContaining('coming up or under way'),
      });
      expect((await ctx.get('/api/users', user.token)).body.data.email).toBe(user.email);
    }
  });

  it('is refused while a payment is still being processed', async () => {
    const { user, stay } = await guestWithStay(-30);
    // The provider has not said yet how the payment went.
    await ctx.db.execute(sql`update payment set status = 'pending' where booking_id = ${stay.id}`);
    const refused = await deleteAccount(user.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'MONEY_IN_FLIGHT',
      message: expect.stringContaining('processed'),
    });
  });

  it("is refused while an owner's account has a balance open", async () => {
    const user = await ctx.newUser();
    const made = await ctx.request({
      method: 'POST',
      url: '/api/admin/owners',
      token: admin,
      payload: { name: `${user.first_name} ${user.last_name}`, email: user.email },
    });
    expect(made.statusCode, made.body).toBe(201);
    const customerNo = made.json().data.customer_no as string;
    // The account as linking leaves it: carrying the owner's customer number.
    await ctx.db.execute(sql`update user_account set customer_no = ${customerNo} where id = ${user.id}`);
    const invoice = await ctx.request({
      method: 'POST',
      url: `/api/admin/owners/${customerNo}/ledger-entries`,
      token: admin,
      payload: {
        document_type: 'Invoice',
        description: 'Site fees',
        amount_pence: 50_000,
        posting_date: make.today,
        due_date: make.day(30),
      },
    });
    expect(invoice.statusCode, invoice.body).toBe(201);
    const refused = await deleteAccount(user.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'OWNER_BALANCE_OPEN',
      message: expect.stringContaining('balance'),
    });
  });

  it("erases an owner with nothing owed: the owner's name and contact details go, the ledger stays", async () => {
    const user = await ctx.newUser({ first_name: uniqueWord('Morwenna'), last_name: uniqueWord('Trevail') });
    const made = await ctx.request({
      method: 'POST',
      url: '/api/admin/owners',
      token: admin,
      payload: { name: `${user.first_name} ${user.last_name}`, email: user.email, address: '4 Quay Street' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const customerNo = made.json().data.customer_no as string;
    await ctx.db.execute(sql`update user_account set customer_no = ${customerNo} where id = ${user.id}`);
    const exported = (await ctx.get('/api/privacy/my-data', user.token)).body;
    expect(exported.owner).toMatchObject({
      customer_no: customerNo,
      name: `${user.first_name} ${user.last_name}`,
    });
    const audited = await one<{ entries: number }>(sql`select count(*)::int as entries from audit_entry`);

    expect((await deleteAccount(user.token)).statusCode).toBe(200);
    for (const needle of [user.email, user.first_name, user.last_name, '4 Quay Street']) {
      expect(await columnsHolding(needle), needle).toEqual([]);
    }
    const owner = await one<{ name: string; customer_no: string }>(
      sql`select name, customer_no from owner where customer_no = ${customerNo}`,
    );
    expect(owner).toEqual({ name: 'Deleted owner', customer_no: customerNo });
    expect(await one(sql`select count(*)::int as entries from audit_entry`)).toEqual(audited);
  });

  it('otherwise erases the person in one go: no name or address left anywhere, every amount and the audit trail kept', async () => {
    const { user, stay } = await guestWithStay(-30);
    const { first_name: firstName, last_name: lastName, email } = user;
    const refund = await ctx.request({
      method: 'POST',
      url: `/api/admin/bookings/${stay.bookingNo}/refunds`,
      token: reception,
      headers: { 'idempotency-key': randomUUID() },
      payload: { amount_pence: 2_000, reason: 'Hot tub out of order' },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    await ctx.request({
      method: 'POST',
      url: `/api/admin/bookings/${stay.bookingNo}/notes`,
      token: reception,
      payload: { body: `${firstName} rang about the hot tub` },
    });
    const request = await ctx.request({
      method: 'POST',
      url: '/api/privacy/requests',
      token: user.token,
      payload: { kind: 'erasure', details: `Please erase ${firstName} ${lastName}, ${email}` },
    });
    expect(request.statusCode).toBe(201);
    const second = await ctx.request({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: PASSWORD },
    });
    const otherSession = second.json().data.bearer_token as string;
    // The search for a name must be able to find one: before, it does.
    expect(await columnsHolding(lastName)).toContain('public.user_account.last_name');
    expect(await columnsHolding(email)).toContain('public.booking.email');
    const booksBefore = await books();

    const deleted = await deleteAccount(user.token);
    expect(deleted.statusCode, deleted.body).toBe(200);

    // Signed out everywhere, and no way back in.
    expect((await ctx.get('/api/users', user.token)).status).toBe(401);
    expect((await ctx.get('/api/users', otherSession)).status).toBe(401);
    const signIn = await ctx.request({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(401);

    for (const needle of [email, firstName, lastName, user.phone_number]) {
      expect(await columnsHolding(needle), needle).toEqual([]);
    }
    const log = logLines.join('');
    expect(log.length).toBeGreaterThan(0);
    for (const needle of [email, firstName, lastName]) expect(log, needle).not.toContain(needle);

    expect(await books()).toEqual(booksBefore);

    // The back office shows the stay as a deleted guest's, its money as it was.
    const page = (await ctx.get(`/api/admin/bookings/${stay.bookingNo}`, reception)).body.data;
    expect(`${page.guest.first_name} ${page.guest.last_name}`).toBe('Deleted guest');
    expect(page.money).toMatchObject({ total_pence: 70_000, paid_pence: 12_000 });
    const { erased } = await one<{ erased: boolean }>(
      sql`select erased_at is not null as erased from user_account where id = ${user.id}`,
    );
    expect(erased).toBe(true);
    // The request made before stays on staff's list, from a deleted account.
    const listed = (await ctx.get('/api/admin/privacy-requests', admin)).body.data.requests;
    expect(listed).toContainEqual(
      expect.objectContaining({ id: request.json().data.id, requester: 'Deleted account', kind: 'erasure' }),
    );
  });
});

describe('Privacy requests', () => {
  it('reach the staff list, due in 30 days; staff mark them done; guests and owners cannot see the list', async () => {
    const user = await ctx.newUser();
    const made = await ctx.request({
      method: 'POST',
      url: '/api/privacy/requests',
      token: user.token,
      payload: { kind: 'correction', details: 'My postcode is wrong.' },
    });
    expect(made.statusCode).toBe(201);
    const mine = made.json().data;
    expect(mine).toMatchObject({ kind: 'correction', status: 'open' });
    expect(mine.due_on).toBe(addDays(mine.made_at.slice(0, 10), 30));

    const listed = (await ctx.get('/api/admin/privacy-requests', admin)).body.data.requests;
    expect(listed).toContainEqual(
      expect.objectContaining({
        id: mine.id,
        kind: 'correction',
        details: 'My postcode is wrong.',
        requester: `${user.first_name} ${user.last_name}`,
        requester_email: user.email,
        due_on: mine.due_on,
        status: 'open',
      }),
    );
    const owner = await ctx.signIn('owner');
    for (const token of [user.token, owner, reception]) {
      expect((await ctx.get('/api/admin/privacy-requests', token)).status).toBe(403);
    }
    expect((await ctx.get('/api/admin/privacy-requests')).status).toBe(401);

    const done = await ctx.request({
      method: 'POST',
      url: `/api/admin/privacy-requests/${mine.id}/done`,
      token: admin,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'done', handled_by: expect.any(String) });
    const twice = await ctx.request({
      method: 'POST',
      url: `/api/admin/privacy-requests/${mine.id}/done`,
      token: admin,
    });
    expect(twice.statusCode).toBe(409);
    const missing = await ctx.request({
      method: 'POST',
      url: '/api/admin/privacy-requests/999999/done',
      token: admin,
    });
    expect(missing.statusCode).toBe(404);
    const open = (await ctx.get('/api/admin/privacy-requests', admin)).body.data.requests;
    expect(open.map((one: { id: number }) => one.id)).not.toContain(mine.id);
    expect((await ctx.get('/api/privacy', user.token)).body.data.requests).toEqual([
      expect.objectContaining({ id: mine.id, status: 'done' }),
    ]);
  });

  it("answer another person's request as a missing one", async () => {
    const [asker, other] = [await ctx.newUser(), await ctx.newUser()];
    const made = await ctx.request({
      method: 'POST',
      url: '/api/privacy/requests',
      token: asker.token,
      payload: { kind: 'access', details: 'Everything, please.' },
    });
    const id = made.json().data.id;
    expect((await ctx.get(`/api/privacy/requests/${id}`, asker.token)).status).toBe(200);
    const theirs = await ctx.get(`/api/privacy/requests/${id}`, other.token);
    const none = await ctx.get('/api/privacy/requests/999999', other.token);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(none.body);
  });

  it('need a kind and some details, naming the field', async () => {
    const user = await ctx.newUser();
    const bad = await ctx.request({
      method: 'POST',
      url: '/api/privacy/requests',
      token: user.token,
      payload: { kind: 'gossip', details: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(['details', 'kind']);
  });
});
