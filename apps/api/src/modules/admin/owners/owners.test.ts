import {
  addDays,
  CREDIT_HAS_NO_DUE_DATE_MESSAGE,
  DUE_BEFORE_POSTING_MESSAGE,
  DUE_DATE_REQUIRED_MESSAGE,
  POSTING_DATE_FUTURE_MESSAGE,
  type TAdminOwner,
  type TAdminVisit,
  type TLedgerEntry,
  VISIT_END_PASSED_MESSAGE,
  VISIT_START_PASSED_MESSAGE,
} from '@parkstays/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client';
import { DEMO_ACCOUNTS } from '../../../db/demo-data';
import { cardPayments } from '../../../test/card-payments';
import { createTestContext, type TestContext } from '../../../test/harness';
import { runToday } from '../../../test/run-clock';
import { pdfString } from '../../owners/invoice-pdf';
import { LINK_CODE_SUBJECT, OWNERS_PARK_MESSAGE, VISIT_ENDED_MESSAGE } from '../../owners/owners.service';
import {
  ALREADY_LINKED_MESSAGE,
  CUSTOMER_NO_TAKEN_MESSAGE,
  DEAL_NO_TAKEN_MESSAGE,
  NO_ACCOUNT_WITH_EMAIL_MESSAGE,
  NO_LINKED_ACCOUNT_MESSAGE,
  NOT_A_LINKED_ACCOUNT_MESSAGE,
  NOT_THE_OWNERS_DEAL_MESSAGE,
  OWNER_NOT_FOUND_MESSAGE,
  VISIT_BOOKED_STAFF_MESSAGE,
} from './owners.service';

let ctx: TestContext;
let admin: string;
let reception: string;
let activities: string;
let ownerToken: string;
let owner2Token: string;
const today = runToday();

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = async (method: Method, url: string, token?: string, payload?: object) => {
  const response = await ctx.request({ method, url, token, ...(payload ? { payload } : {}) });
  const isJson = String(response.headers['content-type'] ?? '').includes('json');
  return { status: response.statusCode, body: isJson ? response.json() : response.body, response };
};
const signIn = async (who: { email: string; password: string }) => {
  const response = await ctx.request({
    method: 'POST',
    url: '/api/login',
    payload: { email: who.email, password: who.password },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.bearer_token as string;
};
const query = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await ctx.db.execute(statement));
const auditOf = (customerNo: string) =>
  query<{ action: string; staff_user_id: number; before: unknown; after: Record<string, unknown> | null }>(
    sql`select action, staff_user_id, before, after from audit_entry
        where entity_type = 'owner' and entity_id = ${customerNo} order by id`,
  );
const parkId = async (code: string) =>
  (await query<{ id: number }>(sql`select id from park where park_code = ${code}`))[0]!.id;
const staffId = async (email: string) =>
  (await query<{ id: number }>(sql`select id from user_account where email = ${email}`))[0]!.id;
const fieldsOf = (body: { errors?: { field: string }[] }) => (body.errors ?? []).map((e) => e.field);
const ledgerCount = async () =>
  (await query<{ n: number }>(sql`select count(*)::int as n from ledger_entry`))[0]!.n;

let ownerCount = 0;
/** A new owner made through the API, with an e-mail of their own. */
async function anOwner(overrides: Record<string, unknown> = {}) {
  ownerCount += 1;
  const { status, body } = await call('POST', '/api/admin/owners', admin, {
    name: `Morgan Ellis ${ownerCount}`,
    email: `morgan.${ownerCount}.${Date.now()}@example.test`,
    phone_no: '07700 900777',
    address: '12 Quay Street',
    city: 'Whitby',
    post_code: 'yo21 3pu',
    park_id: await parkId('GS'),
    ...overrides,
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data as TAdminOwner;
}

const invoiceBody = (overrides: Record<string, unknown> = {}) => ({
  document_type: 'Invoice',
  description: 'Electricity, meter read 1 March',
  amount_pence: 12_345,
  posting_date: today,
  due_date: addDays(today, 30),
  ...overrides,
});
const post = (customerNo: string, body: object, token = admin) =>
  call('POST', `/api/admin/owners/${customerNo}/ledger-entries`, token, body);

beforeAll(async () => {
  ctx = await createTestContext({}, 'demo');
  admin = await signIn(DEMO_ACCOUNTS.admin);
  reception = await signIn(DEMO_ACCOUNTS.reception);
  activities = await signIn(DEMO_ACCOUNTS.activities);
  ownerToken = await signIn(DEMO_ACCOUNTS.owner);
  owner2Token = await signIn(DEMO_ACCOUNTS.owner2);
}, 120_000);
afterAll(() => ctx.close());

describe('GET /api/admin/owners', () => {
  it('finds owners by name, customer number, e-mail and park, with their balances, for reception', async () => {
    const byName = await call('GET', '/api/admin/owners?q=hughes', reception);
    expect(byName.status).toBe(200);
    expect(byName.body.data.owners.map((o: { customer_no: string }) => o.customer_no)).toEqual(['C10001']);
    const [remaining] = await query<{ n: number }>(
      sql`select sum(remaining_pence)::int as n from ledger_entry le join owner o on o.id = le.owner_id where o.customer_no = 'C10001'`,
    );
    expect(byName.body.data.owners[0]).toMatchObject({
      name: 'David Hughes',
      email: 'owner@brackenbay.example',
      park: { park_code: 'RH', title: "Robin Hood's Bay" },
      current_deal_no: 'D24017',
      balance_pence: remaining!.n,
    });
    const byNumber = await call('GET', '/api/admin/owners?q=c10002', reception);
    expect(byNumber.body.data.owners.map((o: { customer_no: string }) => o.customer_no)).toEqual(['C10002']);
    const byEmail = await call('GET', '/api/admin/owners?q=newowner@', reception);
    expect(byEmail.body.data.owners.map((o: { customer_no: string }) => o.customer_no)).toEqual(['C10003']);
    const byPark = await call('GET', `/api/admin/owners?park_id=${await parkId('HM')}`, reception);
    expect(byPark.body.data.owners.map((o: { customer_no: string }) => o.customer_no)).toContain('C10003');
    expect(
      byPark.body.data.owners.every((o: { park: { park_code: string } }) => o.park.park_code === 'HM'),
    ).toBe(true);
    const none = await call('GET', '/api/admin/owners?q=nobody-is-called-this', reception);
    expect(none.body.data).toMatchObject({ owners: [], total: 0 });
    const bad = await call('GET', '/api/admin/owners?park_id=abc', reception);
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['park_id']);
  });

  it('answers one owner with deals and linked accounts, 404 for an unknown number', async () => {
    const { status, body } = await call('GET', '/api/admin/owners/c10001', reception);
    expect(status).toBe(200);
    expect(body.data.deals.map((d: { deal_no: string }) => d.deal_no)).toEqual(
      expect.arrayContaining(['D24017', 'D19044']),
    );
    expect(body.data.accounts).toEqual([
      { id: expect.any(Number), email: DEMO_ACCOUNTS.owner.email, name: expect.any(String) },
    ]);
    const missing = await call('GET', '/api/admin/owners/C99999', reception);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(OWNER_NOT_FOUND_MESSAGE);
  });
});

describe('owners: create and edit', () => {
  it('adds an owner with the next customer number, audited; refuses what is wrong, naming the field', async () => {
    const made = await anOwner();
    expect(made.customer_no).toMatch(/^C\d{5,}$/);
    expect(Number(made.customer_no.slice(1))).toBeGreaterThan(10003);
    expect(made).toMatchObject({
      post_code: 'YO21 3PU',
      park: { park_code: 'GS' },
      balance_pence: 0,
      deals: [],
    });
    const [entry] = await auditOf(made.customer_no);
    expect(entry).toMatchObject({
      action: 'owner.create',
      staff_user_id: await staffId(DEMO_ACCOUNTS.admin.email),
      before: null,
      after: { customer_no: made.customer_no, post_code: 'YO21 3PU' },
    });

    const given = await anOwner({ customer_no: 'x-200' });
    expect(given.customer_no).toBe('X-200');
    const taken = await call('POST', '/api/admin/owners', admin, {
      name: 'Someone Else',
      email: 'else@example.test',
      customer_no: 'X-200',
    });
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toEqual([{ field: 'customer_no', message: CUSTOMER_NO_TAKEN_MESSAGE }]);

    const cases: [object, string][] = [
      [{ name: '', email: 'a@example.test' }, 'name'],
      [{ name: 'A', email: 'not-an-email' }, 'email'],
      [{ name: 'A', email: 'a@example.test', country_region_code: 'XX' }, 'country_region_code'],
      [{ name: 'A', email: 'a@example.test', post_code: 'TOO LONG POSTCODE' }, 'post_code'],
      [{ name: 'A', email: 'a@example.test', park_id: await parkId('WC') }, 'park_id'],
    ];
    const before = (await query<{ n: number }>(sql`select count(*)::int as n from owner`))[0]!.n;
    for (const [body, field] of cases) {
      const refused = await call('POST', '/api/admin/owners', admin, body);
      expect(refused.status, field).toBe(400);
      expect(fieldsOf(refused.body), field).toEqual([field]);
    }
    const wc = await call('POST', '/api/admin/owners', admin, cases[4]![0]);
    expect(wc.body.errors).toEqual([{ field: 'park_id', message: OWNERS_PARK_MESSAGE }]);
    expect((await query<{ n: number }>(sql`select count(*)::int as n from owner`))[0]!.n).toBe(before);
    expect(
      (await call('POST', '/api/admin/owners', reception, { name: 'A', email: 'a@example.test' })).status,
    ).toBe(403);
  });

  it('gives owners added at the same moment different customer numbers (the unique index decides)', async () => {
    const made = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call('POST', '/api/admin/owners', admin, { name: `Race ${i}`, email: `race.${i}@example.test` }),
      ),
    );
    expect(made.map((m) => m.status)).toEqual(Array(8).fill(201));
    const numbers = made.map((m) => m.body.data.customer_no as string);
    expect(new Set(numbers).size).toBe(8);
    const audited = await query<{ n: number }>(
      sql`select count(*)::int as n from audit_entry where action = 'owner.create' and entity_id in ${sql.raw(`('${numbers.join("','")}')`)}`,
    );
    expect(audited[0]!.n).toBe(8);
  });

  it("changes an owner's contact details and park, with before and after in the audit log", async () => {
    const made = await anOwner();
    const changed = await call('PATCH', `/api/admin/owners/${made.customer_no}`, admin, {
      name: made.name,
      email: 'new.address@example.test',
      phone_no: '01947 880000',
      address: '3 Church Lane',
      city: 'Scarborough',
      post_code: 'YO11 1AA',
      park_id: await parkId('LW'),
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      email: 'new.address@example.test',
      city: 'Scarborough',
      park: { park_code: 'LW' },
    });
    const entries = await auditOf(made.customer_no);
    expect(entries.at(-1)).toMatchObject({
      action: 'owner.update',
      before: { email: made.email, city: 'Whitby' },
      after: { email: 'new.address@example.test', city: 'Scarborough' },
    });
    const bad = await call('PATCH', `/api/admin/owners/${made.customer_no}`, admin, {
      name: 'X',
      email: 'nope',
    });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['email']);
    expect(
      (
        await call('PATCH', `/api/admin/owners/${made.customer_no}`, reception, {
          name: 'X',
          email: 'x@example.test',
        })
      ).status,
    ).toBe(403);
    expect(
      (await call('PATCH', '/api/admin/owners/C99999', admin, { name: 'X', email: 'x@example.test' })).status,
    ).toBe(404);
  });
});

describe('deals', () => {
  it("adds deals (the first becomes current), edits one, and changes the current deal, which the owner's portal shows", async () => {
    const made = await anOwner();
    const first = await call('POST', `/api/admin/owners/${made.customer_no}/deals`, admin, {
      deal_no: 'd26-001',
      park_code: 'GS',
      plot_no: 'A7',
      deposit_pence: 250_000,
      vat_pence: 41_667,
      site_fee_contribution_pence: 150_000,
      completed_date: addDays(today, -10),
      unit_manufacturer: 'Willerby',
      unit_model: 'Sierra',
      unit_year: 2024,
      unit_length: 38,
      unit_width: 12,
      unit_no_of_bedrooms: 2,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data).toMatchObject({
      deal_no: 'D26-001',
      deposit_amount: '2,500.00',
      deposit_amount_pence: 250_000,
      site_fee_contribtuion_pence: 150_000,
      unit_year: 2024,
    });
    const second = await call('POST', `/api/admin/owners/${made.customer_no}/deals`, admin, {
      deal_no: 'D26-002',
      park_code: 'GS',
    });
    expect(second.status).toBe(201);
    let owner = (await call('GET', `/api/admin/owners/${made.customer_no}`, reception)).body
      .data as TAdminOwner;
    expect(owner.current_deal_no).toBe('D26-001');
    expect(owner.deals).toHaveLength(2);

    const edited = await call('PATCH', `/api/admin/owners/${made.customer_no}/deals/D26-001`, admin, {
      park_code: 'GS',
      plot_no: 'A8',
      deposit_pence: 260_000,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ plot_no: 'A8', deposit_amount_pence: 260_000, unit_year: null });

    const current = await call('PUT', `/api/admin/owners/${made.customer_no}/current-deal`, admin, {
      deal_no: 'D26-002',
    });
    expect(current.status).toBe(200);
    owner = current.body.data;
    expect(owner.current_deal_no).toBe('D26-002');
    const notTheirs = await call('PUT', `/api/admin/owners/${made.customer_no}/current-deal`, admin, {
      deal_no: 'D24017',
    });
    expect(notTheirs.body.errors).toEqual([{ field: 'deal_no', message: NOT_THE_OWNERS_DEAL_MESSAGE }]);

    expect((await auditOf(made.customer_no)).map((e) => e.action)).toEqual([
      'owner.create',
      'deal.create',
      'deal.create',
      'deal.update',
      'owner.current_deal',
    ]);
  });

  it('refuses a taken deal number, negative money, a park without owners, naming the field', async () => {
    const made = await anOwner();
    const url = `/api/admin/owners/${made.customer_no}/deals`;
    const taken = await call('POST', url, admin, { deal_no: 'D24017', park_code: 'GS' });
    expect(taken.body.errors).toEqual([{ field: 'deal_no', message: DEAL_NO_TAKEN_MESSAGE }]);
    const cases: [object, string][] = [
      [{ deal_no: 'N1', park_code: 'GS', deposit_pence: -1 }, 'deposit_pence'],
      [{ deal_no: 'N1', park_code: 'GS', vat_pence: 1.5 }, 'vat_pence'],
      [{ deal_no: 'N1', park_code: 'WC' }, 'park_code'],
      [{ deal_no: 'N 1', park_code: 'GS' }, 'deal_no'],
      [{ deal_no: 'N1', park_code: 'GS', unit_year: 1800 }, 'unit_year'],
      [{ deal_no: 'N1', park_code: 'GS', completed_date: '2026-02-30' }, 'completed_date'],
    ];
    for (const [body, field] of cases) {
      const refused = await call('POST', url, admin, body);
      expect(refused.status, field).toBe(400);
      expect(fieldsOf(refused.body), field).toEqual([field]);
    }
    expect((await call('GET', `/api/admin/owners/${made.customer_no}`, admin)).body.data.deals).toEqual([]);
  });

  it('shows the owner the current deal as staff saved it', async () => {
    const saved = await call('PATCH', '/api/admin/owners/C10001/deals/D24017', admin, {
      park_code: 'RH',
      plot_no: 'B14',
      site_fee_contribution_pence: 175_000,
    });
    expect(saved.status).toBe(200);
    const seen = await call('POST', '/api/owners-portal/deal', ownerToken, { deal_no: 'D24017' });
    expect(seen.body.data).toMatchObject({ plot_no: 'B14', site_fee_contribtuion: '1,750.00' });
  });
});

describe('posting to the ledger', () => {
  it('posts an invoice the owner sees at once, in their balance and as a PDF naming it; other owners cannot', async () => {
    const before = (await call('GET', '/api/owners-portal/owner', ownerToken)).body.data;
    const posted = await post(
      'C10001',
      invoiceBody({ amount_pence: 31_337, description: 'Lawn cutting, summer' }),
    );
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    const entry = posted.body.data as TLedgerEntry;
    expect(entry.entry_no).toBeGreaterThanOrEqual(900_001);
    expect(entry).toMatchObject({
      document_type: 'Invoice',
      document_no: `SINV${entry.entry_no}`,
      amount_lcy_pence: 31_337,
      remaining_amount_lcy_pence: 31_337,
      payable_pence: 31_337,
      posting_date: today,
      due_date: addDays(today, 30),
      invoice_url: `/api/admin/owners/C10001/ledger-entries/${entry.entry_no}/invoice.pdf`,
    });
    expect(posted.body.message).toBe(`Invoice SINV${entry.entry_no} for £313.37 is posted to C10001.`);

    // Audited with the entry, by the admin who posted it.
    expect((await auditOf('C10001')).at(-1)).toMatchObject({
      action: 'ledger_entry.post',
      staff_user_id: await staffId(DEMO_ACCOUNTS.admin.email),
      before: null,
      after: { entry_no: entry.entry_no, document_no: `SINV${entry.entry_no}`, amount_pence: 31_337 },
    });

    // The owner: in the ledger, the balance, the entry and its PDF.
    const after = (await call('GET', '/api/owners-portal/owner', ownerToken)).body.data;
    expect(after.balance_lcy_pence).toBe(before.balance_lcy_pence + 31_337);
    const ledger = (await call('GET', '/api/owners-portal/customer-ledger-entries', ownerToken)).body.data
      .entries;
    expect(ledger[0]).toMatchObject({ entry_no: entry.entry_no, description: 'Lawn cutting, summer' });
    const pdf = await call(
      'GET',
      `/api/owners-portal/customer-ledger-entries/${entry.entry_no}/invoice.pdf`,
      ownerToken,
    );
    expect(pdf.status).toBe(200);
    expect(pdf.response.headers['content-type']).toBe('application/pdf');
    expect(pdf.response.headers['content-disposition']).toContain(`invoice-SINV${entry.entry_no}.pdf`);
    const text = pdf.response.rawPayload.toString('latin1');
    expect(text).toContain(pdfString(`SINV${entry.entry_no}`));
    expect(text).toContain(pdfString('Lawn cutting, summer'));
    expect(text).toContain(pdfString('£313.37'));
    // Staff download the same invoice.
    const staffPdf = await call('GET', entry.invoice_url!, reception);
    expect(staffPdf.response.rawPayload.toString('latin1')).toContain(pdfString('Lawn cutting, summer'));

    // Another owner sees none of it.
    const other = await call(
      'GET',
      `/api/owners-portal/customer-ledger-entries/${entry.entry_no}`,
      owner2Token,
    );
    expect(other.status).toBe(404);
    const otherPdf = await call(
      'GET',
      `/api/owners-portal/customer-ledger-entries/${entry.entry_no}/invoice.pdf`,
      owner2Token,
    );
    expect(otherPdf.status).toBe(404);
    const otherList = (await call('GET', '/api/owners-portal/customer-ledger-entries', owner2Token)).body.data
      .entries as TLedgerEntry[];
    expect(otherList.some((e) => e.entry_no === entry.entry_no)).toBe(false);
    // Nor can the other owner pay it.
    const pay = cardPayments(ctx);
    const refused = await pay.pay(owner2Token, {
      type: 'Invoice',
      entryNumber: entry.entry_no,
      amount: '10.00',
      ...(await pay.cardIdentifier(owner2Token, 'SUCCESSFUL')),
    });
    expect(refused.statusCode).toBe(404);
  });

  it('lets the owner pay the posted invoice by card: the balance falls by what was paid', async () => {
    const made = await anOwner();
    const user = await ctx.newUser({ email: made.email });
    await user.confirmEmail();
    const link = await call('POST', '/api/owners-portal/link', user.token, {
      email: made.email,
      customer_no: made.customer_no,
    });
    expect(link.status).toBe(200);
    const entry = (await post(made.customer_no, invoiceBody({ amount_pence: 42_042 }))).body
      .data as TLedgerEntry;
    const pay = cardPayments(ctx);
    const paid = await pay.pay(user.token, {
      type: 'Invoice',
      entryNumber: entry.entry_no,
      amount: '420.42',
      ...(await pay.cardIdentifier(user.token, 'SUCCESSFUL')),
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const ledger = (await call('GET', `/api/admin/owners/${made.customer_no}/ledger-entries`, reception)).body
      .data;
    expect(ledger.balance_pence).toBe(0);
    expect(ledger.entries.map((e: TLedgerEntry) => e.document_type).sort()).toEqual(['Invoice', 'Payment']);
  });

  it('posts a credit memo that takes what the owner owes down', async () => {
    const made = await anOwner();
    await post(made.customer_no, invoiceBody({ amount_pence: 50_000 }));
    const credit = await post(made.customer_no, {
      document_type: 'Credit Memo',
      description: 'Goodwill: pool closed',
      amount_pence: 7_500,
      posting_date: today,
      reason_code: 'goodwill',
    });
    expect(credit.status, JSON.stringify(credit.body)).toBe(201);
    expect(credit.body.data).toMatchObject({
      document_type: 'Credit Memo',
      document_no: `SCM${credit.body.data.entry_no}`,
      amount_lcy_pence: -7_500,
      remaining_amount_lcy_pence: -7_500,
      due_date: null,
      reason_code: 'GOODWILL',
      invoice_url: null,
      payable_pence: 0,
    });
    const ledger = (await call('GET', `/api/admin/owners/${made.customer_no}/ledger-entries`, reception)).body
      .data;
    expect(ledger.balance_pence).toBe(42_500);
    expect(ledger.entries[0].document_type).toBe('Credit Memo');
  });

  it('refuses nonsense with 400 naming the field, and posts nothing', async () => {
    const count = await ledgerCount();
    const cases: [object, string, string?][] = [
      [invoiceBody({ amount_pence: 0 }), 'amount_pence', 'Enter an amount above £0'],
      [invoiceBody({ amount_pence: -500 }), 'amount_pence'],
      [invoiceBody({ amount_pence: 12.5 }), 'amount_pence'],
      [invoiceBody({ due_date: addDays(today, -1) }), 'due_date', DUE_BEFORE_POSTING_MESSAGE],
      [invoiceBody({ due_date: null }), 'due_date', DUE_DATE_REQUIRED_MESSAGE],
      [
        { ...invoiceBody({ document_type: 'Credit Memo' }), due_date: addDays(today, 5) },
        'due_date',
        CREDIT_HAS_NO_DUE_DATE_MESSAGE,
      ],
      [
        invoiceBody({ posting_date: addDays(today, 1), due_date: addDays(today, 20) }),
        'posting_date',
        POSTING_DATE_FUTURE_MESSAGE,
      ],
      [invoiceBody({ document_type: 'Payment' }), 'document_type'],
      [invoiceBody({ description: '   ' }), 'description'],
      [invoiceBody({ posting_date: '2026-13-01' }), 'posting_date'],
    ];
    for (const [body, field, message] of cases) {
      const refused = await post('C10002', body);
      expect(refused.status, field).toBe(400);
      expect(fieldsOf(refused.body), field).toEqual([field]);
      if (message) expect(refused.body.errors[0].message).toBe(message);
    }
    expect((await post('C99999', invoiceBody())).status).toBe(404);
    expect((await post('C10002', invoiceBody(), reception)).status).toBe(403);
    expect((await post('C10002', invoiceBody(), activities)).status).toBe(403);
    expect(await ledgerCount()).toBe(count);
  });

  it('offers no way to edit or remove a posted entry', async () => {
    const entry = (await post('C10002', invoiceBody())).body.data as TLedgerEntry;
    for (const method of ['PATCH', 'PUT', 'DELETE'] as const) {
      const response = await call(
        method,
        `/api/admin/owners/C10002/ledger-entries/${entry.entry_no}`,
        admin,
        {},
      );
      expect(response.status, method).toBe(404);
    }
  });
});

describe('visits', () => {
  const visitsOf = async (customerNo: string) =>
    (await call('GET', `/api/admin/owners/${customerNo}/visits`, reception)).body.data as TAdminVisit[];
  /** The first of owner C10001's accounts, as the desk lists them. */
  const firstAccount = async () =>
    (await call('GET', '/api/admin/owners/C10001', reception)).body.data.accounts[0] as { id: number };
  /** An admin plans a visit to Robin Hood's Bay for an account of C10001, `from` to `to` days ahead. */
  const planVisit = async (account: { id: number }, from: number, to: number) =>
    (
      await call('POST', '/api/admin/owners/C10001/visits', admin, {
        account_id: account.id,
        park_id: await parkId('RH'),
        start_date: addDays(today, from),
        end_date: addDays(today, to),
      })
    ).body.data as TAdminVisit;

  it("lists the visits of the owner's accounts, and plans one by the portal's rules", async () => {
    const listed = await visitsOf('C10001');
    expect(listed.length).toBeGreaterThanOrEqual(3);
    expect(listed[0]!.account.email).toBe(DEMO_ACCOUNTS.owner.email);
    const accountId = listed[0]!.account.id;
    const url = '/api/admin/owners/C10001/visits';
    const start = addDays(today, 90);
    const made = await call('POST', url, admin, {
      account_id: accountId,
      park_id: await parkId('RH'),
      start_date: start,
      end_date: addDays(start, 4),
      no_of_adults: 3,
      no_of_children: 2,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data).toMatchObject({
      visit_start_date: start,
      park: { park_code: 'RH' },
      no_of_adults: 3,
      no_of_children: 2,
      activity_bookings: 0,
    });
    // The owner sees it in their own list.
    const theirs = (await call('GET', '/api/users/visits', ownerToken)).body.data as { id: number }[];
    expect(theirs.map((v) => v.id)).toContain(made.body.data.id);

    const refusals: [object, string, string][] = [
      [
        {
          account_id: accountId,
          park_id: await parkId('RH'),
          start_date: addDays(today, -1),
          end_date: today,
        },
        'start_date',
        VISIT_START_PASSED_MESSAGE,
      ],
      [
        { account_id: accountId, park_id: await parkId('WC'), start_date: start, end_date: start },
        'park_id',
        OWNERS_PARK_MESSAGE,
      ],
      [
        {
          account_id: await staffId(DEMO_ACCOUNTS.owner2.email),
          park_id: await parkId('RH'),
          start_date: start,
          end_date: start,
        },
        'account_id',
        NOT_A_LINKED_ACCOUNT_MESSAGE,
      ],
      [
        {
          account_id: accountId,
          park_id: await parkId('RH'),
          start_date: start,
          end_date: addDays(start, -1),
        },
        'end_date',
        'End date must not be before the start date',
      ],
      [
        {
          account_id: accountId,
          park_id: await parkId('RH'),
          start_date: start,
          end_date: start,
          no_of_adults: 0,
        },
        'no_of_adults',
        'At least one adult must be going',
      ],
    ];
    for (const [body, field, message] of refusals) {
      const refused = await call('POST', url, admin, body);
      expect(refused.status, field).toBe(400);
      expect(refused.body.errors, field).toEqual([{ field, message }]);
    }
    const lonely = await anOwner();
    const none = await call('POST', `/api/admin/owners/${lonely.customer_no}/visits`, admin, refusals[0]![0]);
    expect(none.body.errors).toEqual([{ field: 'account_id', message: NO_LINKED_ACCOUNT_MESSAGE }]);
    expect((await auditOf('C10001')).filter((e) => e.action === 'owner_visit.create')).toHaveLength(1);
  });

  it('changes the dates of a visit, keeping a visit under way, and refuses an ended one', async () => {
    const account = await firstAccount();
    const url = '/api/admin/owners/C10001/visits';
    const made = await planVisit(account, 120, 122);
    const moved = await call('PATCH', `${url}/${made.id}`, admin, {
      start_date: addDays(today, 130),
      end_date: addDays(today, 135),
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data).toMatchObject({
      visit_start_date: addDays(today, 130),
      visit_end_date: addDays(today, 135),
    });
    expect((await auditOf('C10001')).at(-1)).toMatchObject({
      action: 'owner_visit.change_dates',
      before: { start_date: addDays(today, 120), end_date: addDays(today, 122) },
      after: { start_date: addDays(today, 130), end_date: addDays(today, 135) },
    });

    // A visit under way: its start stays in the past, its end may move (not into the past).
    const [underWay] = await query<{ id: number }>(sql`
      insert into owner_visit (user_id, park_id, start_date, end_date)
      values (${account.id}, ${await parkId('RH')}, ${addDays(today, -2)}, ${addDays(today, 2)}) returning id`);
    const longer = await call('PATCH', `${url}/${underWay!.id}`, admin, {
      start_date: addDays(today, -2),
      end_date: addDays(today, 5),
    });
    expect(longer.status, JSON.stringify(longer.body)).toBe(200);
    const earlier = await call('PATCH', `${url}/${underWay!.id}`, admin, {
      start_date: addDays(today, -3),
      end_date: addDays(today, 5),
    });
    expect(earlier.body.errors).toEqual([{ field: 'start_date', message: VISIT_START_PASSED_MESSAGE }]);
    const endPassed = await call('PATCH', `${url}/${underWay!.id}`, admin, {
      start_date: addDays(today, -2),
      end_date: addDays(today, -1),
    });
    expect(endPassed.body.errors).toEqual([{ field: 'end_date', message: VISIT_END_PASSED_MESSAGE }]);

    const ended = (await visitsOf('C10001')).find((v) => v.visit_end_date < today)!;
    const late = await call('PATCH', `${url}/${ended.id}`, admin, {
      start_date: addDays(today, 1),
      end_date: addDays(today, 2),
    });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(VISIT_ENDED_MESSAGE);
    expect((await call('DELETE', `${url}/${ended.id}`, admin)).body.message).toBe(VISIT_ENDED_MESSAGE);
    // Another owner's visit is not this owner's.
    const [otherVisit] = await visitsOf('C10002');
    expect(
      (
        await call('PATCH', `${url}/${otherVisit!.id}`, admin, {
          start_date: addDays(today, 1),
          end_date: addDays(today, 2),
        })
      ).status,
    ).toBe(404);
  });

  it('keeps booked activities inside the visit, cancels a visit without bookings and refuses one with', async () => {
    const account = await firstAccount();
    const url = '/api/admin/owners/C10001/visits';
    const made = await planVisit(account, 10, 16);
    const [wine] = await query<{ session_no: string; date: string }>(sql`
      select s.session_no, to_char(s.date, 'YYYY-MM-DD') as date from activity_session s
      join activity a on a.id = s.activity_id
      where a.activity_code = 'RH-WINE' and s.date between ${addDays(today, 10)}::date and ${addDays(today, 16)}::date
      order by s.date limit 1`);
    const booked = await call('POST', '/api/activity_bookings', ownerToken, {
      activity_session: wine!.session_no,
      activity_no: 'RH-WINE',
      visit_id: made.id,
      tickets: [{ code: 'ADULT', quantity: 1 }],
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect((await visitsOf('C10001')).find((v) => v.id === made.id)!.activity_bookings).toBe(1);

    const outside = await call('PATCH', `${url}/${made.id}`, admin, {
      start_date: addDays(wine!.date, 1),
      end_date: addDays(wine!.date, 3),
    });
    expect(outside.status).toBe(409);
    expect(outside.body.message).toContain(wine!.date);
    const inside = await call('PATCH', `${url}/${made.id}`, admin, {
      start_date: wine!.date,
      end_date: wine!.date,
    });
    expect(inside.status).toBe(200);
    const refused = await call('DELETE', `${url}/${made.id}`, admin);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(VISIT_BOOKED_STAFF_MESSAGE);

    const free = await planVisit(account, 200, 201);
    expect((await call('DELETE', `${url}/${free.id}`, reception)).status).toBe(403);
    const cancelled = await call('DELETE', `${url}/${free.id}`, admin);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe("The visit to Robin Hood's Bay is cancelled.");
    expect((await visitsOf('C10001')).some((v) => v.id === free.id)).toBe(false);
    expect((await auditOf('C10001')).at(-1)).toMatchObject({
      action: 'owner_visit.cancel',
      before: { id: free.id },
      after: null,
    });
  });
});

describe('sending a link code', () => {
  it("e-mails the owner's address a code with which the account signed up with another address links", async () => {
    const made = await anOwner();
    const user = await ctx.newUser({ email: `other.address.${Date.now()}@example.test` });
    const sent = await call('POST', `/api/admin/owners/${made.customer_no}/link-code`, reception, {
      account_email: user.email.toUpperCase(),
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.message).toContain(made.email);
    const [mail] = await ctx.outbox(made.email);
    expect(mail!.subject).toBe(LINK_CODE_SUBJECT);
    expect(mail!.text).toContain(user.email);
    const code = /your code is (\d{6})/.exec(mail!.text)![1]!;
    // The audit log says who asked and for which account, never the code.
    const [, entry] = await auditOf(made.customer_no);
    expect(entry).toMatchObject({
      action: 'owner.link_code_send',
      staff_user_id: await staffId(DEMO_ACCOUNTS.reception.email),
      after: { account_email: user.email, sent_to: made.email },
    });
    expect(JSON.stringify(entry)).not.toContain(code);

    const wrong = await call('POST', '/api/owners-portal/link', user.token, {
      email: made.email,
      customer_no: made.customer_no,
      code: '000000' === code ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    const linked = await call('POST', '/api/owners-portal/link', user.token, {
      email: made.email,
      customer_no: made.customer_no,
      code,
    });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(
      (await call('GET', `/api/admin/owners/${made.customer_no}`, reception)).body.data.accounts,
    ).toEqual([{ id: user.id, email: user.email, name: "Alex O'Neill" }]);
    const again = await call('POST', `/api/admin/owners/${made.customer_no}/link-code`, reception, {
      account_email: user.email,
    });
    expect(again.body.errors).toEqual([{ field: 'account_email', message: ALREADY_LINKED_MESSAGE }]);
  });

  it('refuses an address without an account, naming the field, and limits codes per owner as the portal does', async () => {
    const made = await anOwner();
    const url = `/api/admin/owners/${made.customer_no}/link-code`;
    const unknown = await call('POST', url, reception, { account_email: 'nobody.here@example.test' });
    expect(unknown.body.errors).toEqual([{ field: 'account_email', message: NO_ACCOUNT_WITH_EMAIL_MESSAGE }]);
    const malformed = await call('POST', url, reception, { account_email: 'not an address' });
    expect(fieldsOf(malformed.body)).toEqual(['account_email']);
    expect((await call('POST', url, activities, { account_email: 'x@example.test' })).status).toBe(403);

    const user = await ctx.newUser();
    for (let i = 0; i < 3; i++)
      expect((await call('POST', url, reception, { account_email: user.email })).status).toBe(200);
    const fourth = await call('POST', url, admin, { account_email: user.email });
    expect(fourth.status).toBe(429);
    // The portal's own request for a code counts towards the same limit.
    const portal = await call('POST', '/api/owners-portal/link', user.token, {
      email: made.email,
      customer_no: made.customer_no,
    });
    expect(portal.status).toBe(429);
    expect(await ctx.outbox(made.email)).toHaveLength(3);
  });
});
