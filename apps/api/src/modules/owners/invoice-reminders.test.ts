import { randomUUID } from 'node:crypto';
import { addDays, INVOICE_REMINDER_DAYS } from '@parkstays/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntry, owner } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/harness';
import { expectRemindedOnce, longDate } from '../../test/reminders';
import { runToday } from '../../test/run-clock';

let ctx: TestContext;
let ownerCount = 0;
let entryNo = 900_000;
const today = runToday();

beforeAll(async () => {
  ctx = await createTestContext();
}, 60_000);
afterAll(() => ctx.close());

/** An owner of their own, with an e-mail address of their own. */
async function newOwner(name: string) {
  ownerCount += 1;
  const [row] = await ctx.db
    .insert(owner)
    .values({
      customerNo: `R${ownerCount}${randomUUID().slice(0, 6)}`,
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}.${randomUUID().slice(0, 8)}@example.test`,
    })
    .returning();
  return row!;
}

/** An entry on the owner's account, due `dueOffset` days from today, with `remainingPence` left on it. */
async function entry(
  ownerId: number,
  values: {
    documentType?: 'Invoice' | 'Credit Memo';
    dueOffset: number;
    amountPence: number;
    remainingPence: number;
  },
) {
  entryNo += 1;
  const [row] = await ctx.db
    .insert(ledgerEntry)
    .values({
      entryNo,
      ownerId,
      documentType: values.documentType ?? 'Invoice',
      documentNo: `INV-${entryNo}`,
      description: 'Site fees 2027',
      postingDate: addDays(today, -30),
      dueDate: addDays(today, values.dueOffset),
      amountPence: values.amountPence,
      remainingPence: values.remainingPence,
    })
    .returning();
  return row!;
}

describe('OwnersService.sendInvoiceReminders', () => {
  it('e-mails the owner once for an open invoice due within 7 days, with the link to pay it', async () => {
    const soon = await newOwner('Ruth Ellison');
    const soonInvoice = await entry(soon.id, { dueOffset: 3, amountPence: 250_000, remainingPence: 125_050 });
    const later = await newOwner('Gareth Price');
    await entry(later.id, { dueOffset: 20, amountPence: 90_000, remainingPence: 90_000 });
    const paid = await newOwner('Sian Morgan');
    await entry(paid.id, { dueOffset: 3, amountPence: 90_000, remainingPence: 0 });
    const credited = await newOwner('Owen Lloyd');
    await entry(credited.id, {
      documentType: 'Credit Memo',
      dueOffset: 3,
      amountPence: -10_000,
      remainingPence: -10_000,
    });
    // The last day of the window, and one already past due (overdue is staff's business, not a reminder's).
    const lastDay = await newOwner('Nia Evans');
    await entry(lastDay.id, { dueOffset: INVOICE_REMINDER_DAYS, amountPence: 5_000, remainingPence: 5_000 });
    const overdue = await newOwner('Huw Jenkins');
    await entry(overdue.id, { dueOffset: -1, amountPence: 5_000, remainingPence: 5_000 });

    const first = await ctx.app.owners.sendInvoiceReminders(ctx.now());
    const second = await ctx.app.owners.sendInvoiceReminders(ctx.now());
    expect([first, second]).toEqual([2, 0]);

    await expectRemindedOnce(ctx.db, 'invoice-reminder', [soon, lastDay], [later, paid, credited, overdue]);

    const [mail, ...more] = await ctx.outbox(soon.email);
    expect(more).toEqual([]);
    const dueOn = longDate(addDays(today, 3));
    expect(mail!.subject).toBe(`Invoice ${soonInvoice.documentNo}: £1,250.50 due on ${dueOn}`);
    expect(mail!.text).toContain('Hello Ruth Ellison,');
    expect(mail!.text).toContain(
      `Invoice ${soonInvoice.documentNo} (Site fees 2027) on your owner account ${soon.customerNo} has £1,250.50 left to pay, due on ${dueOn}.`,
    );
    expect(mail!.text).toMatch(
      new RegExp(`Pay your invoice: https?://\\S+/owners-portal/payment/${soonInvoice.entryNo}\\n`),
    );
    expect(mail!.html).toMatch(
      new RegExp(`href="https?://[^"]+/owners-portal/payment/${soonInvoice.entryNo}"`),
    );
  });

  it('sends one e-mail per invoice when two runs start at the same moment', async () => {
    const owners = await Promise.all([newOwner('Carys Hughes'), newOwner('Dylan Rees')]);
    for (const o of owners) await entry(o.id, { dueOffset: 1, amountPence: 40_000, remainingPence: 40_000 });
    const runs = await Promise.all([
      ctx.app.owners.sendInvoiceReminders(ctx.now()),
      ctx.app.owners.sendInvoiceReminders(ctx.now()),
    ]);
    expect(runs[0]! + runs[1]!).toBe(2);
    await expectRemindedOnce(ctx.db, 'invoice-reminder', owners);
  });
});
