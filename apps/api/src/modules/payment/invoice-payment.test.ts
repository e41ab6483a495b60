import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { ledgerEntry, owner, userAccount } from '../../db/schema';
import { cardPayments, DECLINED_CARD } from '../../test/card-payments';
import { createTestContext, type TestContext } from '../../test/harness';

let ctx: TestContext;
let payments: ReturnType<typeof cardPayments>;
let ownerUser: Awaited<ReturnType<TestContext['newUser']>>;
let entryNo = 7000;

beforeAll(async () => {
  ctx = await createTestContext();
  payments = cardPayments(ctx);
  ownerUser = await ctx.newUser();
  const [made] = await ctx.db
    .insert(owner)
    .values({ customerNo: 'T90001', name: 'Alex O’Neill', email: ownerUser.email })
    .returning();
  await ctx.db.update(userAccount).set({ customerNo: 'T90001' }).where(eq(userAccount.id, ownerUser.id));
  ownerId = made!.id;
});
afterAll(() => ctx.close());

let ownerId: number;

/** An open invoice of the test owner for `pence`. */
async function invoice(pence: number) {
  entryNo += 1;
  await ctx.db.insert(ledgerEntry).values({
    entryNo,
    ownerId,
    documentType: 'Invoice',
    documentNo: `SI${entryNo}`,
    description: 'Site fees',
    postingDate: '2026-10-01',
    dueDate: '2026-12-01',
    amountPence: pence,
    remainingPence: pence,
  });
  return entryNo;
}

const entry = async (no: number) =>
  rowsOf<{ remaining_pence: number; pending_pence: number }>(
    await ctx.db.execute(sql`select remaining_pence, pending_pence from ledger_entry where entry_no = ${no}`),
  )[0]!;

async function payInvoice(
  no: number,
  amount: number | string,
  name = 'SUCCESSFUL',
  card?: string,
  key?: string,
) {
  return payments.pay(
    ownerUser.token,
    {
      type: 'Invoice',
      entryNumber: no,
      amount,
      ...(await payments.cardIdentifier(ownerUser.token, name, card)),
    },
    key,
  );
}

describe('paying an invoice by card', () => {
  it('takes part of an invoice: the remaining amount drops and a payment entry records it', async () => {
    const no = await invoice(50_000);
    const paid = await payInvoice(no, '100.00');
    expect(paid.statusCode).toBe(201);
    expect(await entry(no)).toEqual({ remaining_pence: 40_000, pending_pence: 0 });
    const [payment] = rowsOf<{ amount_pence: number; document_type: string; description: string }>(
      await ctx.db.execute(sql`
        select amount_pence, document_type, description from ledger_entry
        where owner_id = ${ownerId} and document_type = 'Payment'`),
    );
    expect(payment).toEqual({
      amount_pence: -10_000,
      document_type: 'Payment',
      description: `Card payment for SI${no}`,
    });
  });

  it('refuses more than remains, nothing, and a non-number, naming the amount', async () => {
    const no = await invoice(5_000);
    for (const amount of ['50.01', 0, 'lots']) {
      const response = await payInvoice(no, amount);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Enter an amount above £0 and at most £50.00');
      expect(response.json().errors[0].field).toBe('amount');
    }
    expect(await entry(no)).toEqual({ remaining_pence: 5_000, pending_pence: 0 });
  });

  it('sets the amount aside while the bank asks its challenge, then applies it when passed', async () => {
    const no = await invoice(30_000);
    const challenge = await payInvoice(no, 120, 'CHALLENGE');
    expect(challenge.statusCode).toBe(202);
    expect(await entry(no)).toEqual({ remaining_pence: 30_000, pending_pence: 12_000 });
    // While it is pending, no one can pay more than what is left beside it.
    const tooMuch = await payInvoice(no, 200);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('Enter an amount above £0 and at most £180.00');
    const result = await payments.answerChallenge(challenge.json().data.sagepay_response, 'Pass');
    expect(result.success).toBe(true);
    expect(await entry(no)).toEqual({ remaining_pence: 18_000, pending_pence: 0 });
  });

  it('gives back what a declined card set aside', async () => {
    const no = await invoice(10_000);
    const declined = await payInvoice(no, 50, 'Ada Byron', DECLINED_CARD);
    expect(declined.statusCode).toBe(200);
    expect(declined.json().success).toBe(false);
    expect(await entry(no)).toEqual({ remaining_pence: 10_000, pending_pence: 0 });
  });

  it('never lets racing payments take more than remains, and replays a repeated key', async () => {
    const no = await invoice(40_000);
    const answers = await Promise.all([payInvoice(no, 150), payInvoice(no, 150), payInvoice(no, 150)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 400]);
    expect(await entry(no)).toEqual({ remaining_pence: 10_000, pending_pence: 0 });
    const key = randomUUID();
    const first = await payInvoice(no, 20, 'SUCCESSFUL', undefined, key);
    const again = await payInvoice(no, 20, 'SUCCESSFUL', undefined, key);
    expect(again.json()).toEqual(first.json());
    expect(await entry(no)).toEqual({ remaining_pence: 8_000, pending_pence: 0 });
  });

  it('releases an amount left pending by an abandoned challenge', async () => {
    const no = await invoice(9_000);
    expect((await payInvoice(no, 30, 'CHALLENGE')).statusCode).toBe(202);
    expect((await entry(no)).pending_pence).toBe(3_000);
    ctx.advanceClock(31 * 60_000);
    expect(await ctx.app.payments.reconcile()).toBe(1);
    expect(await entry(no)).toEqual({ remaining_pence: 9_000, pending_pence: 0 });
  });

  it("answers someone else's invoice, a payment entry and an unlinked user as not found", async () => {
    const no = await invoice(9_000);
    const stranger = await ctx.newUser();
    const theirs = await payments.pay(stranger.token, {
      type: 'Invoice',
      entryNumber: no,
      amount: 10,
      ...(await payments.cardIdentifier(stranger.token, 'SUCCESSFUL')),
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Ledger entry not found');
    const [paymentEntry] = rowsOf<{ entry_no: number }>(
      await ctx.db.execute(sql`select entry_no from ledger_entry where document_type = 'Payment' limit 1`),
    );
    const notInvoice = await payInvoice(paymentEntry!.entry_no, 10);
    expect(notInvoice.statusCode).toBe(400);
    expect(notInvoice.json().message).toBe('Only invoices can be paid online.');
  });
});
