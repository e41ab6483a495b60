import {
  describeTerms,
  STANDARD_TERMS,
  type TBookingTermsValues,
  type THolidayTypeTerms,
} from '@parkstays/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client';
import { catalogueContext } from '../../../test/catalogue-context';
import type { TestContext } from '../../../test/harness';

let ctx: TestContext;
let admin: string;
let reception: string;
let owner: string;
let guest: string;
beforeAll(async () => {
  ({ ctx } = await catalogueContext());
  ({ admin, reception, owner } = await ctx.signInAll('admin', 'reception', 'owner'));
  guest = (await ctx.newUser()).token;
});
afterAll(() => ctx.close());

const list = (token = admin) => ctx.request({ method: 'GET', url: '/api/admin/terms', token });
const save = (holidayTypeId: number, body: Record<string, unknown>, token = admin) =>
  ctx.request({ method: 'PUT', url: `/api/admin/terms/${holidayTypeId}`, token, payload: body });
const versionsOf = async (holidayTypeId: number) =>
  rowsOf<{ version: number; cancel_notice_days: number; refund_before: string; created_by: number | null }>(
    await ctx.db.execute(sql`
      select version, cancel_notice_days, refund_before, created_by from booking_terms
      where holiday_type_id = ${holidayTypeId} order by version`),
  );

const flexible: TBookingTermsValues = {
  cancel_notice_days: 14,
  refund_before: 'everything',
  refund_within: 'all-but-deposit',
  change_terms: 'Change your dates free of charge up to 14 days before you arrive.',
};

describe('the Terms section', () => {
  it("lists every holiday type's terms: its latest version, or the standard terms while it has none", async () => {
    const answer = await list();
    expect(answer.statusCode).toBe(200);
    const terms: THolidayTypeTerms[] = answer.json().data;
    expect(terms.map((t) => [t.holiday_type_id, t.holiday_type, t.version])).toEqual([
      [1, 'Caravan & Lodge Holidays', 1],
      [2, 'Touring & Camping', 1],
      [5, 'Resort', 0],
    ]);
    expect(terms[2]).toMatchObject({ ...STANDARD_TERMS, id: null, created_at: null });
    expect(terms[0]!.sentences).toEqual([
      'If you cancel 42 days or more before you arrive, we refund everything you have paid except the deposit.',
      'If you cancel less than 42 days before you arrive, nothing is refunded.',
      STANDARD_TERMS.change_terms,
    ]);
  });

  it('saves an edit as a new version and keeps the one before unchanged, audited', async () => {
    const saved = await save(2, flexible);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      success: true,
      message: 'The terms for Touring & Camping are saved as version 2.',
      data: { ...flexible, holiday_type_id: 2, version: 2, sentences: describeTerms(flexible) },
    });
    const { userId } = await ctx.session('admin');
    expect(await versionsOf(2)).toEqual([
      { version: 1, cancel_notice_days: 42, refund_before: 'all-but-deposit', created_by: null },
      { version: 2, cancel_notice_days: 14, refund_before: 'everything', created_by: userId },
    ]);
    expect((await list()).json().data[1]).toMatchObject({ ...flexible, version: 2 });
    const history = await ctx.request({
      method: 'GET',
      url: '/api/admin/audit-entries?entity_type=booking_terms&entity_id=2',
      token: admin,
    });
    expect(history.json().data).toMatchObject([
      {
        action: 'booking_terms.change',
        before: { cancel_notice_days: 42, refund_before: 'all-but-deposit' },
        after: { cancel_notice_days: 14, refund_before: 'everything' },
      },
    ]);
  });

  it('refuses a bad value naming the field, and a holiday type that does not exist', async () => {
    const bad = await save(1, { ...flexible, refund_before: 'half' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ field: 'refund_before' })]);
    const negative = await save(1, { ...flexible, cancel_notice_days: -1 });
    expect(negative.json().errors).toEqual([expect.objectContaining({ field: 'cancel_notice_days' })]);
    expect((await save(99, flexible)).statusCode).toBe(404);
    expect(await versionsOf(1)).toHaveLength(1);
  });

  it('is for admins only: guests, owners and reception are refused, and nothing is written', async () => {
    expect((await ctx.request({ method: 'GET', url: '/api/admin/terms' })).statusCode).toBe(401);
    for (const token of [guest, owner, reception]) {
      expect((await list(token)).statusCode).toBe(403);
      expect((await save(1, flexible, token)).statusCode).toBe(403);
    }
    expect(await versionsOf(1)).toHaveLength(1);
  });
});
