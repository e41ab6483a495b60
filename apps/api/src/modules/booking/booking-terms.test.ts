import { describeTerms, STANDARD_TERMS, type TBookingTerms } from '@parkstays/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { cardPayments } from '../../test/card-payments';
import { catalogueContext } from '../../test/catalogue-context';
import { type catalogueFactory, WEEKS_AT_100_A_NIGHT } from '../../test/catalogue-factory';
import type { TestContext } from '../../test/harness';
import { holdSevenNights, holdStay } from '../../test/held-stay';

let ctx: TestContext;
let make: ReturnType<typeof catalogueFactory>;
let payStay: ReturnType<typeof cardPayments>['payStay'];
let admin: string;
beforeAll(async () => {
  ({ ctx, make } = await catalogueContext());
  ({ payStay } = cardPayments(ctx));
  admin = await ctx.signIn('admin');
});
afterAll(() => ctx.close());

const view = async (id: number, token: string) =>
  (await ctx.request({ method: 'GET', url: `/api/bookings/${id}`, token })).json().data;
const stored = async (id: number) =>
  rowsOf<{ terms_id: number | null; terms_agreed_at: Date | null }>(
    await ctx.db.execute(sql`select terms_id, terms_agreed_at from booking where id = ${id}`),
  )[0]!;
const saveTerms = (holidayTypeId: number, body: Record<string, unknown>) =>
  ctx.request({ method: 'PUT', url: `/api/admin/terms/${holidayTypeId}`, token: admin, payload: body });

async function heldStay() {
  const guest = await ctx.newUser();
  const { id } = await holdSevenNights(ctx, make, guest);
  return { guest, id };
}

describe('the booking terms a guest agrees to before paying', () => {
  it('shows the terms on sale with a held stay, not yet agreed', async () => {
    const { guest, id } = await heldStay();
    const terms: TBookingTerms = (await view(id, guest.token)).terms;
    expect(terms).toMatchObject({ ...STANDARD_TERMS, version: 1, agreed_at: null });
    expect(terms.id).toEqual(expect.any(Number));
  });

  it('refuses to take a card payment for a stay without the agreement, naming the field', async () => {
    const { guest, id } = await heldStay();
    for (const termsAgreed of [undefined, false]) {
      const refused = await payStay(guest.token, id, 'Deposit', { termsAgreed });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        success: false,
        code: 'TERMS_NOT_AGREED',
        errors: [{ field: 'termsAgreed' }],
      });
    }
    // Nothing was taken or set aside, and nothing was agreed.
    const after = await view(id, guest.token);
    expect(after.payments).toEqual([]);
    expect(after.booking.status).toBe('held');
    expect(await stored(id)).toEqual({ terms_id: null, terms_agreed_at: null });
  });

  it('keeps the version agreed to with the booking when the card is taken', async () => {
    const { guest, id } = await heldStay();
    const paid = await payStay(guest.token, id, 'Deposit');
    expect(paid.statusCode).toBe(201);
    const row = await stored(id);
    expect(row.terms_id).toEqual(expect.any(Number));
    expect(row.terms_agreed_at).not.toBeNull();
    const terms: TBookingTerms = (await view(id, guest.token)).terms;
    expect(terms.id).toBe(row.terms_id);
    expect(terms.agreed_at).toBe(new Date(row.terms_agreed_at!).toISOString());
    // The balance of a confirmed stay is paid under the terms it already has: no agreement needed.
    const balance = await payStay(guest.token, id, 'Additional', { amount: '10.00', termsAgreed: undefined });
    expect(balance.statusCode).toBe(201);
  });

  it('later edits of the terms leave a booking and its e-mail with the terms agreed', async () => {
    const { guest, id } = await heldStay();
    expect((await payStay(guest.token, id, 'Deposit')).statusCode).toBe(201);
    const agreed = (await view(id, guest.token)).terms as TBookingTerms;
    const [confirmation] = await ctx.outbox(guest.email);
    expect(confirmation!.subject).toMatch(/confirmed/);
    for (const sentence of describeTerms(agreed)) expect(confirmation!.text).toContain(sentence);

    const stricter = {
      cancel_notice_days: 70,
      refund_before: 'nothing',
      refund_within: 'nothing',
      change_terms: '',
    };
    const saved = await saveTerms(1, stricter);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.version).toBeGreaterThan(agreed.version);

    expect((await view(id, guest.token)).terms).toEqual(agreed);
    const [stillThere] = await ctx.outbox(guest.email);
    expect(stillThere!.text).toContain(describeTerms(agreed)[0]);
    expect(stillThere!.text).not.toContain('70 days');

    // A stay paid after the edit is sold, and e-mailed, under the new version.
    const next = await heldStay();
    expect((await view(next.id, next.guest.token)).terms).toMatchObject({ ...stricter, agreed_at: null });
    expect((await payStay(next.guest.token, next.id, 'Initial')).statusCode).toBe(201);
    const [nextMail] = await ctx.outbox(next.guest.email);
    expect(nextMail!.text).toContain('If you cancel 70 days or more before you arrive, nothing is refunded.');
    await saveTerms(1, STANDARD_TERMS);
  });

  it('refuses a payment agreed to terms that have changed since the guest read them, then takes it under the new ones', async () => {
    const { guest, id } = await heldStay();
    const read = (await view(id, guest.token)).terms as TBookingTerms;
    // While the guest reads the Summary, an admin saves stricter terms.
    const stricter = {
      cancel_notice_days: 60,
      refund_before: 'nothing',
      refund_within: 'nothing',
      change_terms: '',
    };
    expect((await saveTerms(1, stricter)).statusCode).toBe(200);
    try {
      const refused = await payStay(guest.token, id, 'Deposit', { termsVersion: read.version });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'TERMS_CHANGED', errors: [{ field: 'termsVersion' }] });
      // Nothing was taken, and the booking agreed to nothing.
      expect((await view(id, guest.token)).payments).toEqual([]);
      expect(await stored(id)).toEqual({ terms_id: null, terms_agreed_at: null });
      // The guest reads the new terms and agrees to them: the booking keeps those.
      const current = (await view(id, guest.token)).terms as TBookingTerms;
      expect(current).toMatchObject(stricter);
      const paid = await payStay(guest.token, id, 'Deposit', { termsVersion: current.version });
      expect(paid.statusCode).toBe(201);
      expect((await stored(id)).terms_id).toBe(current.id);
    } finally {
      await saveTerms(1, STANDARD_TERMS);
    }
  });

  it('first stay of a holiday type with no terms takes the standard terms', async () => {
    const { grade } = await make.parkWithGrade({
      holidayTypeId: 5,
      units: 1,
      capacity: 4,
      prices: WEEKS_AT_100_A_NIGHT,
    });
    const guest = await ctx.newUser();
    const { id } = await holdStay(ctx, guest, {
      grade_code: grade.gradeCode,
      arrival_date: make.day(50),
      no_of_nights: 7,
    });
    expect((await view(id, guest.token)).terms).toEqual({
      ...STANDARD_TERMS,
      id: null,
      version: 0,
      agreed_at: null,
    });
    expect((await payStay(guest.token, id, 'Deposit')).statusCode).toBe(201);
    // Agreed: the standard terms became the resort's first version, which the booking points at.
    const versions = rowsOf<{ id: number; version: number; cancel_notice_days: number }>(
      await ctx.db.execute(
        sql`select id, version, cancel_notice_days from booking_terms where holiday_type_id = 5`,
      ),
    );
    expect(versions).toEqual([
      { id: (await stored(id)).terms_id, version: 1, cancel_notice_days: STANDARD_TERMS.cancel_notice_days },
    ]);
    expect((await view(id, guest.token)).terms).toMatchObject({ ...STANDARD_TERMS, version: 1 });
  });
});
