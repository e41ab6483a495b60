import { addDays, formatPounds, LINK_OWNER_FAILED_MESSAGE, londonToday } from '@parkstays/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { DEMO_ACCOUNTS } from '../../db/demo-data';
import { operationsOf, RequestGenerator, requestsFor } from '../../test/generated-requests';
import { createTestContext, type TestContext } from '../../test/harness';
import { runToday } from '../../test/run-clock';
import { pdfString } from './invoice-pdf';
import {
  DEAL_NOT_FOUND_MESSAGE,
  ENTRY_NOT_FOUND_MESSAGE,
  LINK_CODE_MINUTES,
  LINK_CODE_SENT_MESSAGE,
  LINK_CODE_SUBJECT,
  LINK_CODE_WRONG_MESSAGE,
  NO_INVOICE_MESSAGE,
  NO_OWNER_MESSAGE,
  OWNERS_ONLY_VISITS_MESSAGE,
  VISIT_CANCELLED_MESSAGE,
  VISIT_ENDED_MESSAGE,
  VISIT_HAS_BOOKINGS_MESSAGE,
  VISIT_NOT_FOUND_MESSAGE,
} from './owners.service';

let ctx: TestContext;
let ownerToken: string;
let owner2Token: string;
const today = runToday();

type Entry = {
  entry_no: number;
  document_type: string;
  document_no: string;
  posting_date: string;
  open: boolean;
  amount_lcy: string;
  remaining_amount_lcy: string;
  pending_payments_lcy: string;
  pending_remaining_amount_lcy: string;
  payable_pence: number;
  invoice_url: string | null;
};

const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) => {
  const response = await ctx.request({ method, url, token, ...(payload ? { payload } : {}) });
  const isJson = String(response.headers['content-type'] ?? '').includes('json');
  return { status: response.statusCode, body: isJson ? response.json() : response.body, response };
};

/** The owner's `url/999999` is missing (404 saying `message`); `url/abc` is a bad `field` (400). */
async function expectUnknownAndBadIds(url: string, message: string, field: string) {
  expect(await call('GET', `${url}/999999`, ownerToken)).toMatchObject({
    status: 404,
    body: { success: false, message },
  });
  const bad = await call('GET', `${url}/abc`, ownerToken);
  expect(bad.status).toBe(400);
  expect(bad.body.errors[0].field).toBe(field);
}

const query = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await ctx.db.execute(statement));

const ownerEntries = (customerNo: string) =>
  query<{ entry_no: number; document_type: string; document_no: string; remaining_pence: number }>(sql`
    select le.entry_no, le.document_type, le.document_no, le.remaining_pence
    from ledger_entry le join owner o on o.id = le.owner_id
    where o.customer_no = ${customerNo} order by le.entry_no`);

const visitIdsOf = (email: string) =>
  query<{ id: number }>(sql`
    select v.id from owner_visit v join user_account u on u.id = v.user_id
    where u.email = ${email} order by v.start_date`).then((rows) => rows.map((r) => r.id));

const parkId = async (code: string) =>
  (await query<{ id: number }>(sql`select id from park where park_code = ${code}`))[0]!.id;

const link = (token: string, payload: object) => call('POST', '/api/owners-portal/link', token, payload);

/** The six-digit code in the newest link e-mail to an address. */
const linkCode = async (to: string) => {
  const [mail] = await ctx.outbox(to);
  expect(mail?.subject).toBe(LINK_CODE_SUBJECT);
  return /your code is (\d{6})/.exec(mail!.text)![1]!;
};

beforeAll(async () => {
  ctx = await createTestContext({}, 'demo');
  ({ owner: ownerToken, owner2: owner2Token } = await ctx.signInAll('owner', 'owner2'));
}, 120_000);
afterAll(() => ctx.close());

describe('demo owners', () => {
  it('links the two demo owner accounts and leaves C10003 without one', async () => {
    expect((await call('GET', '/api/users', ownerToken)).body.data.customer_no).toBe('C10001');
    expect((await call('GET', '/api/users', owner2Token)).body.data.customer_no).toBe('C10002');
    const [three] = await query<{ n: number }>(
      sql`select count(*)::int as n from user_account where customer_no = 'C10003'`,
    );
    expect(three!.n).toBe(0);
    const numbers = await query<{ entry_no: number }>(sql`select entry_no from ledger_entry`);
    expect(new Set(numbers.map((n) => n.entry_no)).size).toBe(numbers.length);
  });
});

describe('GET /api/owners-portal/owner', () => {
  it("answers the linked owner with the balance of the owner's entries", async () => {
    const { status, body } = await call('GET', '/api/owners-portal/owner', ownerToken);
    expect(status).toBe(200);
    const remaining = (await ownerEntries('C10001')).reduce((sum, e) => sum + e.remaining_pence, 0);
    expect(remaining).toBeGreaterThan(425_000);
    expect(body).toEqual({
      success: true,
      data: {
        name: 'David Hughes',
        customer_no: 'C10001',
        address: '4 Cliff Terrace',
        address_2: '',
        city: 'Scarborough',
        post_code: 'YO11 2AB',
        county: 'North Yorkshire',
        country_region_code: 'GB',
        phone_no: '07700 900123',
        email: 'owner@brackenbay.example',
        balance_lcy: formatPounds(remaining),
        balance_lcy_pence: remaining,
        current_deal_no: 'D24017',
        pending_payments: '0.00',
        pending_payments_pence: 0,
        pending_balance_lcy: formatPounds(remaining),
        pending_balance_lcy_pence: remaining,
        park_id: await parkId('RH'),
      },
    });
    expect(body.data.balance_lcy).toMatch(/^\d,\d{3}\.\d{2}$/);
  });

  it('takes card payments on their way off the pending balance and the payable amount', async () => {
    const open = (await ownerEntries('C10001')).find(
      (e) => e.document_type === 'Invoice' && e.remaining_pence > 10_000,
    )!;
    await ctx.db.execute(
      sql`update ledger_entry set pending_pence = 10000 where entry_no = ${open.entry_no}`,
    );
    try {
      const owner = (await call('GET', '/api/owners-portal/owner', ownerToken)).body.data;
      expect(owner.pending_payments).toBe('100.00');
      const remaining = (await ownerEntries('C10001')).reduce((sum, e) => sum + e.remaining_pence, 0);
      expect(owner.pending_balance_lcy).toBe(formatPounds(remaining - 10_000));
      const entry = (
        await call('GET', `/api/owners-portal/customer-ledger-entries/${open.entry_no}`, ownerToken)
      ).body.data as Entry;
      expect(entry.pending_payments_lcy).toBe('100.00');
      expect(entry.pending_remaining_amount_lcy).toBe(formatPounds(open.remaining_pence - 10_000));
      expect(entry.payable_pence).toBe(open.remaining_pence - 10_000);
    } finally {
      await ctx.db.execute(sql`update ledger_entry set pending_pence = 0 where entry_no = ${open.entry_no}`);
    }
  });

  it('answers 404 to a user with no owner account and 401 to nobody', async () => {
    const user = await ctx.newUser();
    expect(await call('GET', '/api/owners-portal/owner', user.token)).toMatchObject({
      status: 404,
      body: { success: false, message: NO_OWNER_MESSAGE },
    });
    expect((await call('GET', '/api/owners-portal/owner')).status).toBe(401);
  });
});

describe('ledger entries', () => {
  it('lists the entries newest first with pounds text, open flags, payable amounts and invoice links', async () => {
    const { status, body } = await call('GET', '/api/owners-portal/customer-ledger-entries', ownerToken);
    expect(status).toBe(200);
    const entries = body.data.entries as Entry[];
    expect(entries.length).toBeGreaterThanOrEqual(12);
    const dates = entries.map((e) => e.posting_date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(entries.map((e) => e.document_type))).toEqual(
      new Set(['Invoice', 'Payment', 'Credit Memo']),
    );

    const siteFees = entries.find((e) => e.amount_lcy === '4,250.00')!;
    expect(siteFees).toMatchObject({
      document_type: 'Invoice',
      open: true,
      remaining_amount_lcy: '4,250.00',
      pending_payments_lcy: '0.00',
      pending_remaining_amount_lcy: '4,250.00',
      payable_pence: 425_000,
      invoice_url: `/api/owners-portal/customer-ledger-entries/${siteFees.entry_no}/invoice.pdf`,
    });
    const partPaid = entries.find((e) => e.amount_lcy === '94.80')!;
    expect(partPaid).toMatchObject({ open: true, remaining_amount_lcy: '44.80', payable_pence: 4_480 });
    const paid = entries.find((e) => e.document_type === 'Invoice' && !e.open)!;
    expect(paid).toMatchObject({ remaining_amount_lcy: '0.00', payable_pence: 0 });
    expect(paid.invoice_url).not.toBeNull();
    const payment = entries.find(
      (e) => e.document_type === 'Payment' && e.amount_lcy === `-${paid.amount_lcy}`,
    );
    expect(payment).toMatchObject({ open: false, payable_pence: 0, invoice_url: null });
    const credit = entries.find((e) => e.document_type === 'Credit Memo')!;
    expect(credit).toMatchObject({
      amount_lcy: '-45.00',
      remaining_amount_lcy: '-45.00',
      open: true,
      payable_pence: 0,
      invoice_url: null,
    });
  });

  it('answers one entry of your own, 404 for an unknown one and 400 for a number that is not one', async () => {
    const [first] = await ownerEntries('C10001');
    const { status, body } = await call(
      'GET',
      `/api/owners-portal/customer-ledger-entries/${first!.entry_no}`,
      ownerToken,
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ entry_no: first!.entry_no, document_no: first!.document_no });

    await expectUnknownAndBadIds(
      '/api/owners-portal/customer-ledger-entries',
      ENTRY_NOT_FOUND_MESSAGE,
      'entry_no',
    );
  });

  it('answers 404 to a user with no owner account', async () => {
    const user = await ctx.newUser();
    const [first] = await ownerEntries('C10001');
    for (const url of [
      '/api/owners-portal/customer-ledger-entries',
      `/api/owners-portal/customer-ledger-entries/${first!.entry_no}`,
      `/api/owners-portal/customer-ledger-entries/${first!.entry_no}/invoice.pdf`,
    ]) {
      expect(await call('GET', url, user.token)).toMatchObject({
        status: 404,
        body: { success: false, message: NO_OWNER_MESSAGE },
      });
    }
    expect(await call('POST', '/api/owners-portal/deal', user.token, { deal_no: 'D24017' })).toMatchObject({
      status: 404,
      body: { message: NO_OWNER_MESSAGE },
    });
    expect((await call('GET', '/api/owners-portal/customer-ledger-entries')).status).toBe(401);
  });
});

describe('GET …/customer-ledger-entries/{entry_no}/invoice.pdf', () => {
  const pdfOf = async (entryNo: number) => {
    const response = await ctx.request({
      method: 'GET',
      url: `/api/owners-portal/customer-ledger-entries/${entryNo}/invoice.pdf`,
      token: ownerToken,
    });
    return { response, pdf: response.rawPayload };
  };

  it('answers a well-formed PDF of an open invoice with what is due', async () => {
    const entries = await ownerEntries('C10001');
    const open = entries.find((e) => e.document_type === 'Invoice' && e.remaining_pence === 425_000)!;
    const { response, pdf } = await pdfOf(open.entry_no);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${open.document_no}.pdf"`,
    );
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain(`(${open.document_no})`);
    expect(text).toContain('(David Hughes)');
    expect(text).toContain('(Brackenbay Holiday Parks)');
    expect(text).toContain('(Amount due)');
    expect(text).toContain('(\xa34,250.00)');
    expect(text).not.toContain('(PAID)');

    // Every offset in the cross-reference table points at its object, and startxref at the table.
    const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const table = text.slice(startxref).split('\n');
    const count = Number(table[1]!.split(' ')[1]);
    for (let i = 1; i < count; i++) {
      const line = table[2 + i]!;
      expect(line).toMatch(/^\d{10} 00000 n $/);
      expect(text.slice(Number(line.slice(0, 10))).startsWith(`${i} 0 obj`)).toBe(true);
    }
    const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)![1]);
    const streamStart = text.indexOf('stream\n') + 'stream\n'.length;
    expect(text.slice(streamStart + length, streamStart + length + 10)).toBe('\nendstream');
  });

  it('marks a paid invoice PAID', async () => {
    const paid = (await ownerEntries('C10001')).find(
      (e) => e.document_type === 'Invoice' && e.remaining_pence === 0,
    )!;
    const { response, pdf } = await pdfOf(paid.entry_no);
    expect(response.statusCode).toBe(200);
    const text = pdf.toString('latin1');
    expect(text).toContain('(PAID)');
    expect(text).not.toContain('(Amount due)');
  });

  it('answers 404 for a payment, which has no invoice, and for an unknown entry', async () => {
    const payment = (await ownerEntries('C10001')).find((e) => e.document_type === 'Payment')!;
    expect((await pdfOf(payment.entry_no)).response.json()).toEqual({
      success: false,
      message: NO_INVOICE_MESSAGE,
      code: 'NOT_FOUND',
    });
    const unknown = await pdfOf(999_999);
    expect(unknown.response.statusCode).toBe(404);
    expect(unknown.response.json().message).toBe(ENTRY_NOT_FOUND_MESSAGE);
  });

  it('escapes the characters PDF strings reserve and writes £ as WinAnsi', () => {
    expect(pdfString('Plot (B14) \\ £5')).toBe('(Plot \\(B14\\) \\\\ \xa35)');
    expect(pdfString('Owners’ “wine” – night')).toBe('(Owners\x92 \x93wine\x94 \x96 night)');
    expect(pdfString('Snow ☃')).toBe('(Snow ?)');
  });
});

describe('POST /api/owners-portal/deal', () => {
  it('answers the current deal with money in pounds text', async () => {
    const { status, body } = await call('POST', '/api/owners-portal/deal', ownerToken, { deal_no: 'D24017' });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      deal_no: 'D24017',
      park_code: 'RH',
      plot_no: 'B14',
      deposit_amount: '5,000.00',
      deposit_amount_pence: 500_000,
      vat_amount: '0.00',
      vat_amount_pence: 0,
      customer_contribution: '37,995.00',
      customer_contribution_pence: 3_799_500,
      selling_price_of_extras: '1,850.00',
      selling_price_of_extras_pence: 185_000,
      completed_date: addDays(today, -730),
      site_fee_contribtuion: '1,500.00',
      site_fee_contribtuion_pence: 150_000,
      sub_park: 'Bay View',
      unit_no: 'BV14',
      unit_description: expect.stringContaining('Willerby Sheraton'),
      unit_manufacturer: 'Willerby',
      unit_model: 'Sheraton',
      unit_year: 2022,
      unit_length: 38,
      unit_width: 12,
      unit_no_of_bedrooms: 2,
      unit_chassis_no: 'WLB-SH3812-220457',
    });
    const older = await call('POST', '/api/owners-portal/deal', ownerToken, { deal_no: 'D19044' });
    expect(older.body.data.unit_manufacturer).toBe('ABI');
  });

  it('answers 404 for an unknown deal and 400 naming deal_no when it is missing', async () => {
    expect(await call('POST', '/api/owners-portal/deal', ownerToken, { deal_no: 'D99999' })).toMatchObject({
      status: 404,
      body: { success: false, message: DEAL_NOT_FOUND_MESSAGE },
    });
    const missing = await call('POST', '/api/owners-portal/deal', ownerToken, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].field).toBe('deal_no');
    const blank = await call('POST', '/api/owners-portal/deal', ownerToken, { deal_no: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toContain('deal_no');
  });
});

describe('POST /api/owners-portal/link', () => {
  it('links at once when the e-mail is both yours and the owner’s on file', async () => {
    const user = await ctx.newUser({ email: 'NewOwner@Brackenbay.example' });
    // Yours: the user has opened the confirmation link e-mailed to the address at sign-up.
    expect((await user.confirmEmail()).statusCode).toBe(200);
    const { status, body } = await link(user.token, {
      email: 'newowner@brackenbay.EXAMPLE',
      customer_no: 'c10003',
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      message: 'Your account is now linked to customer C10003.',
      code_required: false,
      data: { customer_no: 'C10003' },
    });
    expect((await call('GET', '/api/users', user.token)).body.data.customer_no).toBe('C10003');
    const owner = await call('GET', '/api/owners-portal/owner', user.token);
    expect(owner.body.data).toMatchObject({ name: 'Thomas Reid', current_deal_no: 'D25031' });
    // Not completed yet: an empty completion date.
    const deal = await call('POST', '/api/owners-portal/deal', user.token, { deal_no: 'D25031' });
    expect(deal.body.data).toMatchObject({ completed_date: '', vat_amount: '0.00' });
    expect(await ctx.outbox('newowner@brackenbay.example')).toEqual([]);
  });

  it('counts a matching e-mail only once it is confirmed: until then the code sent to the owner is needed', async () => {
    // Anyone can sign up with an owner's address: nobody has checked that it is theirs.
    await ctx.db.execute(
      sql`insert into owner (customer_no, name, email) values ('C10090', 'Ann Blake', 'ann.blake@example.test')`,
    );
    const user = await ctx.newUser({ email: 'ann.blake@example.test' });
    expect((await call('GET', '/api/users', user.token)).body.data.email_confirmed_at).toBeNull();
    const asked = await link(user.token, { email: 'ann.blake@example.test', customer_no: 'C10090' });
    expect(asked.status).toBe(202);
    expect(asked.body).toMatchObject({
      success: false,
      code_required: true,
      message: LINK_CODE_SENT_MESSAGE,
    });
    expect((await call('GET', '/api/users', user.token)).body.data.customer_no).toBeNull();
    expect((await call('GET', '/api/owners-portal/owner', user.token)).status).toBe(404);
    expect((await ctx.outbox('ann.blake@example.test'))[0]?.subject).toBe(LINK_CODE_SUBJECT);

    // Opening the link e-mailed at sign-up proves the address: now the match is enough.
    const confirmed = await user.confirmEmail();
    expect(confirmed.statusCode).toBe(200);
    expect((await call('GET', '/api/users', user.token)).body.data.email_confirmed_at).toEqual(
      expect.any(String),
    );
    const done = await link(user.token, { email: 'ann.blake@example.test', customer_no: 'C10090' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ success: true, data: { customer_no: 'C10090' } });
    expect((await call('GET', '/api/owners-portal/owner', user.token)).body.data.name).toBe('Ann Blake');
  });

  it('links a user with the owner’s unconfirmed address by the code e-mailed to it', async () => {
    await ctx.db.execute(
      sql`insert into owner (customer_no, name, email) values ('C10091', 'Ben Cole', 'ben.cole@example.test')`,
    );
    const user = await ctx.newUser({ email: 'ben.cole@example.test' });
    expect((await link(user.token, { email: 'ben.cole@example.test' })).status).toBe(202);
    const code = await linkCode('ben.cole@example.test');
    const done = await link(user.token, { email: 'ben.cole@example.test', code });
    expect(done.status).toBe(200);
    expect(done.body.data.customer_no).toBe('C10091');
    // Still unconfirmed: the code proved the owner's consent, not the account's address.
    expect((await call('GET', '/api/users', user.token)).body.data.email_confirmed_at).toBeNull();
  });

  it('finds the owner by e-mail when no customer number is given', async () => {
    // The demo owner's own account, unlinked first.
    await ctx.db.execute(
      sql`update user_account set customer_no = null where email = 'owner@brackenbay.example'`,
    );
    expect((await call('GET', '/api/owners-portal/owner', ownerToken)).status).toBe(404);
    const { status, body } = await link(ownerToken, { email: DEMO_ACCOUNTS.owner.email });
    expect(status).toBe(200);
    expect(body.data.customer_no).toBe('C10001');
    expect((await call('GET', '/api/owners-portal/owner', ownerToken)).status).toBe(200);
  });

  it("sends a code to the owner's address when the e-mail is not yours, and links with it", async () => {
    const user = await ctx.newUser();
    const asked = await link(user.token, { email: 'newowner@brackenbay.example', customer_no: 'C10003' });
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({
      success: false,
      code_required: true,
      message: LINK_CODE_SENT_MESSAGE,
      data: { customer_no: null },
    });
    const [mail] = await ctx.outbox('newowner@brackenbay.example');
    expect(mail!.text).toContain(user.email);
    expect(mail!.text).toContain(`expires in ${LINK_CODE_MINUTES} minutes`);
    const code = await linkCode('newowner@brackenbay.example');
    const [stored] = await query<{ code_hash: string }>(
      sql`select code_hash from owner_link_code where user_id = ${user.id}`,
    );
    expect(stored!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.code_hash).not.toContain(code);

    // Not linked until the code comes back.
    expect((await call('GET', '/api/owners-portal/owner', user.token)).status).toBe(404);

    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await link(user.token, { email: 'newowner@brackenbay.example', code: wrongCode });
    expect(wrong).toMatchObject({
      status: 400,
      body: { success: false, message: LINK_CODE_WRONG_MESSAGE, errors: [{ field: 'code' }] },
    });

    // A code only finishes the link it was sent for: another account cannot use it.
    const other = await ctx.newUser();
    const stolen = await link(other.token, { email: 'newowner@brackenbay.example', code });
    expect(stolen).toMatchObject({ status: 400, body: { message: LINK_CODE_WRONG_MESSAGE } });

    const done = await link(user.token, {
      email: 'newowner@brackenbay.example',
      customer_no: 'C10003',
      code,
    });
    expect(done).toMatchObject({
      status: 200,
      body: { success: true, code_required: false, data: { customer_no: 'C10003' } },
    });
    expect((await call('GET', '/api/owners-portal/owner', user.token)).body.data.customer_no).toBe('C10003');

    // Used once: the same code does not work again.
    const again = await link(user.token, { email: 'newowner@brackenbay.example', code });
    expect(again.status).toBe(400);
  });

  it('stops a code after five wrong attempts', async () => {
    const user = await ctx.newUser();
    expect((await link(user.token, { email: DEMO_ACCOUNTS.owner.email })).status).toBe(202);
    const code = await linkCode(DEMO_ACCOUNTS.owner.email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await link(user.token, { email: DEMO_ACCOUNTS.owner.email, code: wrongCode })).status).toBe(
        400,
      );
    }
    const late = await link(user.token, { email: DEMO_ACCOUNTS.owner.email, code });
    expect(late).toMatchObject({ status: 400, body: { message: LINK_CODE_WRONG_MESSAGE } });
    expect((await call('GET', '/api/users', user.token)).body.data.customer_no).toBeNull();
  });

  it('gives the same 400 for an unknown e-mail, a wrong e-mail and someone else’s customer number', async () => {
    const user = await ctx.newUser();
    const unknown = await link(user.token, { email: 'nobody.owns.this@example.test' });
    const wrongEmail = await link(user.token, {
      email: 'newowner@brackenbay.example',
      customer_no: 'C10001',
    });
    const theirs = await link(user.token, { email: user.email, customer_no: 'C10002' });
    const noSuchNumber = await link(user.token, { email: user.email, customer_no: 'C99999' });
    for (const answer of [unknown, wrongEmail, theirs, noSuchNumber]) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        success: false,
        message: LINK_OWNER_FAILED_MESSAGE,
        code: 'OWNER_LINK_FAILED',
      });
    }
    expect((await call('GET', '/api/users', user.token)).body.data.customer_no).toBeNull();
    expect(await ctx.outbox(user.email)).toEqual([]);
  });

  it('answers bad input of any shape with a 400 naming the field and its code, and counts no attempt', async () => {
    const user = await ctx.newUser();
    const owner = DEMO_ACCOUNTS.owner.email;
    const mailTo = async () =>
      (
        await query<{ n: number }>(
          sql`select count(*)::int as n from outbox_message where to_address = ${owner}`,
        )
      )[0]!.n;
    const mailBefore = await mailTo();
    const cases: [payload: object | string, field: string][] = [
      [{ email: user.email, customer_no: '../../etc/passwd' }, 'customer_no'],
      [{ email: user.email, customer_no: '<b>C10001</b>' }, 'customer_no'],
      [{ email: user.email, customer_no: 'C 10001' }, 'customer_no'],
      [{ email: user.email, customer_no: '1.5' }, 'customer_no'],
      [{ email: user.email, customer_no: '\u{10FFFF}\u{1F600}' }, 'customer_no'],
      [{ email: user.email, customer_no: 10001 }, 'customer_no'],
      [{ email: owner, customer_no: 'C10001', code: '>?}' }, 'code'],
      [{ email: owner, code: 'abcdef' }, 'code'],
      [{ email: owner, code: '12345' }, 'code'],
      [{ email: owner, code: '1234567' }, 'code'],
      [{ email: owner, code: '\u{1F600}\u{1F600}\u{1F600}' }, 'code'],
      [{ email: 'newowner@brackenbay.example', customer_no: 'C10001', code: '-1' }, 'code'],
      ['{"email": ', 'body'],
    ];
    for (const [payload, field] of cases) {
      const answer = await ctx.request({
        method: 'POST',
        url: '/api/owners-portal/link',
        token: user.token,
        headers: { 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      const what = JSON.stringify(payload);
      expect(answer.statusCode, what).toBe(400);
      expect(answer.json().code, what).toBe('VALIDATION');
      expect(
        answer.json().errors.map((error: { field: string }) => error.field),
        what,
      ).toContain(field);
      expect(answer.json().message, what).not.toBe(LINK_OWNER_FAILED_MESSAGE);
    }
    // None of them was an attempt: the account still has its ten.
    for (let i = 0; i < 10; i++) {
      expect((await link(user.token, { email: user.email, customer_no: `C3000${i}` })).status).toBe(400);
    }
    // Nor did any send the owner a code.
    expect(await mailTo()).toBe(mailBefore);
  });

  it('refuses generated input with a 400 naming the field, or, for well-formed details, with the one message', async () => {
    const document = (await ctx.request({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = operationsOf(document).find((o) => o.path === '/api/owners-portal/link')!;
    const generator = new RequestGenerator(
      {
        email: [DEMO_ACCOUNTS.owner.email, 'newowner@brackenbay.example', DEMO_ACCOUNTS.guest.email],
        customer_no: ['C10001', 'C10003', 'c10002'],
      },
      today,
    );
    const requests = fc.sample(requestsFor(generator, operation, ['user']), {
      seed: 20_261_124,
      numRuns: 90,
    });
    // What the product calls well-formed, said here on its own: any e-mail address, a customer
    // number of letters, digits and hyphens (or none), a code of six digits (or none).
    const wellFormed = (body: unknown) => {
      const { email, customer_no = '', code = '' } = (body ?? {}) as Record<string, unknown>;
      return (
        typeof email === 'string' &&
        typeof customer_no === 'string' &&
        /^[A-Za-z0-9-]*$/.test(customer_no.trim()) &&
        typeof code === 'string' &&
        /^(\d{6})?$/.test(code.replace(/\s+/g, ''))
      );
    };
    const unnamed: string[] = [];
    let user = await ctx.newUser();
    for (const [i, request] of requests.entries()) {
      // Each account may try ten times in 15 minutes: a new one before it runs out.
      if (i % 8 === 7) user = await ctx.newUser();
      const answer = await ctx.request({
        method: 'POST',
        url: request.url,
        headers: request.headers,
        payload: request.payload,
        token: user.token,
        remoteAddress: `10.1.${i >> 8}.${i & 255}`,
      });
      expect(answer.statusCode, request.payload).toBeLessThan(500);
      if (answer.statusCode !== 400) continue;
      const body = answer.json();
      const named = body.code === 'VALIDATION' && body.errors?.length > 0;
      let parsed: unknown;
      try {
        parsed = JSON.parse(request.payload ?? '');
      } catch {}
      const refusal = body.message === LINK_OWNER_FAILED_MESSAGE && wellFormed(parsed);
      if (!named && !refusal) unnamed.push(`${body.code} ${body.message} ← ${request.payload}`);
    }
    expect(unnamed.join('\n')).toBe('');
  });

  it('answers 400 naming email when it is missing or not an address, and 401 to nobody', async () => {
    const user = await ctx.newUser();
    for (const payload of [{ customer_no: 'C10001' }, { email: 'not-an-address' }]) {
      const answer = await link(user.token, payload);
      expect(answer.status).toBe(400);
      expect(answer.body.errors[0].field).toBe('email');
      expect(answer.body.message).toContain('email');
    }
    expect((await call('POST', '/api/owners-portal/link', undefined, { email: 'a@b.test' })).status).toBe(
      401,
    );
  });

  it('limits attempts per account: the eleventh in 15 minutes answers 429', async () => {
    const user = await ctx.newUser();
    for (let i = 0; i < 10; i++) {
      expect((await link(user.token, { email: user.email, customer_no: `C2000${i}` })).status).toBe(400);
    }
    const blocked = await link(user.token, { email: user.email, customer_no: 'C10001' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many attempts/);
  });

  it('refuses a code once it has expired', async () => {
    const user = await ctx.newUser();
    expect((await link(user.token, { email: DEMO_ACCOUNTS.owner2.email })).status).toBe(202);
    const code = await linkCode(DEMO_ACCOUNTS.owner2.email);
    ctx.advanceClock((LINK_CODE_MINUTES + 1) * 60_000);
    const late = await link(user.token, { email: DEMO_ACCOUNTS.owner2.email, code });
    expect(late).toMatchObject({ status: 400, body: { message: LINK_CODE_WRONG_MESSAGE } });
  });
});

describe('visits', () => {
  it('lists your visits earliest first with their park and activity bookings', async () => {
    const { status, body } = await call('GET', '/api/users/visits', ownerToken);
    expect(status).toBe(200);
    const visits = body.data as {
      id: number;
      visit_start_date: string;
      park: object;
      activitybookings: [];
    }[];
    expect(visits.length).toBeGreaterThanOrEqual(3);
    const starts = visits.map((v) => v.visit_start_date);
    expect(starts).toEqual([...starts].sort());
    expect(starts[0]! < today).toBe(true);
    expect(visits[0]).toMatchObject({
      park: {
        id: await parkId('RH'),
        title: "Robin Hood's Bay",
        park_code: 'RH',
        image_url: expect.any(String),
        map_url: expect.any(String),
      },
      activitybookings: [],
    });
    const none = await ctx.newUser();
    expect((await call('GET', '/api/users/visits', none.token)).body).toEqual({ success: true, data: [] });
    expect((await call('GET', '/api/users/visits')).status).toBe(401);
  });

  it('plans, shows and cancels a visit', async () => {
    const rh = await parkId('RH');
    const payload = { park_id: rh, start_date: addDays(today, 100), end_date: addDays(today, 107) };
    const made = await call('POST', '/api/users/visits', ownerToken, payload);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      success: true,
      data: {
        park: { id: rh, park_code: 'RH' },
        visit_start_date: payload.start_date,
        visit_end_date: payload.end_date,
        activitybookings: [],
      },
    });
    const id = made.body.data.id as number;
    const shown = await call('GET', `/api/users/visits/${id}`, ownerToken);
    expect(shown).toMatchObject({ status: 200, body: { data: made.body.data } });
    const listed = (await call('GET', '/api/users/visits', ownerToken)).body.data as { id: number }[];
    expect(listed.map((v) => v.id)).toContain(id);

    // Today is fine, and so is a visit of exactly 366 days. The server's today: an earlier test
    // moved its clock on, past midnight when the tests run late.
    const serverToday = londonToday(ctx.now());
    const long = await call('POST', '/api/users/visits', ownerToken, {
      park_id: String(rh),
      start_date: serverToday,
      end_date: addDays(serverToday, 366),
    });
    expect(long.status).toBe(201);

    expect(await call('DELETE', `/api/users/visits/${id}`, ownerToken)).toMatchObject({
      status: 200,
      body: { success: true, message: VISIT_CANCELLED_MESSAGE },
    });
    expect((await call('GET', `/api/users/visits/${id}`, ownerToken)).status).toBe(404);
    expect(await call('DELETE', `/api/users/visits/${id}`, ownerToken)).toMatchObject({
      status: 404,
      body: { message: VISIT_NOT_FOUND_MESSAGE },
    });
    await call('DELETE', `/api/users/visits/${long.body.data.id}`, ownerToken);
  });

  it('will not cancel a visit that has ended', async () => {
    const visits = (await call('GET', '/api/users/visits', ownerToken)).body.data as {
      id: number;
      visit_end_date: string;
    }[];
    const past = visits.find((v) => v.visit_end_date < today)!;
    expect(await call('DELETE', `/api/users/visits/${past.id}`, ownerToken)).toMatchObject({
      status: 400,
      body: { message: VISIT_ENDED_MESSAGE },
    });
    expect((await call('GET', `/api/users/visits/${past.id}`, ownerToken)).status).toBe(200);
  });

  it('lets only owners plan visits', async () => {
    const user = await ctx.newUser();
    const answer = await call('POST', '/api/users/visits', user.token, {
      park_id: await parkId('RH'),
      start_date: addDays(today, 10),
      end_date: addDays(today, 12),
    });
    expect(answer).toMatchObject({
      status: 403,
      body: { success: false, message: OWNERS_ONLY_VISITS_MESSAGE },
    });
  });

  it('refuses a bad park, a start in the past, an end before the start, a visit over 366 days and missing fields', async () => {
    const rh = await parkId('RH');
    const cases: [object, string][] = [
      [{ park_id: 999_999, start_date: addDays(today, 5), end_date: addDays(today, 6) }, 'park_id'],
      [
        { park_id: await parkId('WC'), start_date: addDays(today, 5), end_date: addDays(today, 6) },
        'park_id',
      ],
      [{ park_id: rh, start_date: addDays(today, -1), end_date: addDays(today, 3) }, 'start_date'],
      [{ park_id: rh, start_date: addDays(today, 5), end_date: addDays(today, 4) }, 'end_date'],
      [{ park_id: rh, start_date: addDays(today, 5), end_date: addDays(today, 5 + 367) }, 'end_date'],
      [{ park_id: rh, start_date: '2026-02-30', end_date: addDays(today, 5) }, 'start_date'],
      [{ start_date: addDays(today, 5), end_date: addDays(today, 6) }, 'park_id'],
      [{ park_id: rh, end_date: addDays(today, 6) }, 'start_date'],
    ];
    for (const [payload, field] of cases) {
      const answer = await call('POST', '/api/users/visits', ownerToken, payload);
      expect({ payload, status: answer.status }).toEqual({ payload, status: 400 });
      expect(answer.body.errors[0].field).toBe(field);
      expect(answer.body.message).toContain(field);
    }
  });

  it('answers 404 for an unknown visit and 400 for an id that is not a number', async () => {
    await expectUnknownAndBadIds('/api/users/visits', VISIT_NOT_FOUND_MESSAGE, 'id');
    expect((await call('DELETE', '/api/users/visits/0', ownerToken)).status).toBe(400);
  });

  it('refuses to cancel a visit with activity bookings, and shows them on the visit', async () => {
    const rh = await parkId('RH');
    const made = await call('POST', '/api/users/visits', ownerToken, {
      park_id: rh,
      start_date: addDays(today, 20),
      end_date: addDays(today, 22),
    });
    const visitId = made.body.data.id as number;
    const sessions = await call(
      'GET',
      `/api/parks/${rh}/activity-sessions?start_date_filter=${addDays(today, 20)}&end_date_filter=${addDays(today, 22)}`,
    );
    const archery = (
      sessions.body.data as { no: string; activity_code: string; no_of_available_tickets: number }[]
    ).find((s) => s.activity_code === 'RH-ARCH' && s.no_of_available_tickets > 0)!;
    const booked = await call('POST', '/api/activity_bookings', ownerToken, {
      activity_session: archery.no,
      activity_no: 'RH-ARCH',
      visit_id: visitId,
      tickets: [{ code: 'ADULT', quantity: 1 }],
    });
    expect(booked.status).toBe(201);

    const shown = await call('GET', `/api/users/visits/${visitId}`, ownerToken);
    expect(shown.body.data.activitybookings).toHaveLength(1);
    expect(shown.body.data.activitybookings[0]).toMatchObject({
      activity_booking_no: booked.body.data.activity_booking_no,
      visit_id: visitId,
      booking_no: null,
    });

    expect(await call('DELETE', `/api/users/visits/${visitId}`, ownerToken)).toMatchObject({
      status: 409,
      body: { success: false, message: VISIT_HAS_BOOKINGS_MESSAGE },
    });
    expect((await call('GET', `/api/users/visits/${visitId}`, ownerToken)).status).toBe(200);
  });
});

describe("nobody reads another owner's records", () => {
  it("answers owner 2 about owner 1's entry, invoice, deal and visit exactly as about ones that do not exist", async () => {
    const entries = await ownerEntries('C10001');
    const invoice = entries.find((e) => e.document_type === 'Invoice' && e.document_no)!;
    const [visitId] = await visitIdsOf(DEMO_ACCOUNTS.owner.email);
    const pairs: [() => ReturnType<typeof call>, () => ReturnType<typeof call>][] = [
      [
        () => call('GET', `/api/owners-portal/customer-ledger-entries/${invoice.entry_no}`, owner2Token),
        () => call('GET', '/api/owners-portal/customer-ledger-entries/999999', owner2Token),
      ],
      [
        () =>
          call(
            'GET',
            `/api/owners-portal/customer-ledger-entries/${invoice.entry_no}/invoice.pdf`,
            owner2Token,
          ),
        () => call('GET', '/api/owners-portal/customer-ledger-entries/999999/invoice.pdf', owner2Token),
      ],
      [
        () => call('POST', '/api/owners-portal/deal', owner2Token, { deal_no: 'D24017' }),
        () => call('POST', '/api/owners-portal/deal', owner2Token, { deal_no: 'D99999' }),
      ],
      [
        () => call('GET', `/api/users/visits/${visitId}`, owner2Token),
        () => call('GET', '/api/users/visits/999999', owner2Token),
      ],
      [
        () => call('DELETE', `/api/users/visits/${visitId}`, owner2Token),
        () => call('DELETE', '/api/users/visits/999999', owner2Token),
      ],
    ];
    for (const [theirs, madeUp] of pairs) {
      const [a, b] = [await theirs(), await madeUp()];
      expect(a.status).toBe(404);
      expect({ status: a.status, body: a.body }).toEqual({ status: b.status, body: b.body });
      expect(a.response.headers['content-type']).toBe(b.response.headers['content-type']);
    }

    // Owner 1's visit is still there, and owner 2's lists hold only owner 2's records.
    expect((await call('GET', `/api/users/visits/${visitId}`, ownerToken)).status).toBe(200);
    const theirEntries = (await call('GET', '/api/owners-portal/customer-ledger-entries', owner2Token)).body
      .data.entries as Entry[];
    const own = new Set((await ownerEntries('C10002')).map((e) => e.entry_no));
    expect(theirEntries.length).toBeGreaterThan(0);
    expect(theirEntries.every((e) => own.has(e.entry_no))).toBe(true);
    const theirVisits = (await call('GET', '/api/users/visits', owner2Token)).body.data as { id: number }[];
    expect(theirVisits.map((v) => v.id)).toEqual(await visitIdsOf(DEMO_ACCOUNTS.owner2.email));
    expect(theirVisits.map((v) => v.id)).not.toContain(visitId);
    const owner = await call('GET', '/api/owners-portal/owner', owner2Token);
    expect(owner.body.data).toMatchObject({ customer_no: 'C10002', name: 'Margaret Ellis' });
  });
});
