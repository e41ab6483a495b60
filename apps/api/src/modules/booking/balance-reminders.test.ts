import { randomUUID } from 'node:crypto';
import { addDays, BALANCE_DUE_DAYS, BALANCE_REMINDER_DAYS } from '@parkstays/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booking } from '../../db/schema';
import { catalogueContext } from '../../test/catalogue-context';
import type { catalogueFactory } from '../../test/catalogue-factory';
import type { TestContext } from '../../test/harness';
import { expectRemindedOnce, longDate } from '../../test/reminders';

let ctx: TestContext;
let make: ReturnType<typeof catalogueFactory>;
let units: { id: number }[];
let gradeId: number;
let gradeTitle: string;
let parkTitle: string;
let nextUnit = 0;

beforeAll(async () => {
  ({ ctx, make } = await catalogueContext());
  const p = await make.park({ title: 'Filey Sands' });
  const g = await make.grade({ parkId: p.id, units: 12 });
  ({ units } = g);
  gradeId = g.id;
  gradeTitle = g.title;
  parkTitle = p.title;
}, 60_000);
afterAll(() => ctx.close());

/** A week's stay for a guest of its own, on a unit of its own, costing £700.00 with `paidPence` paid. */
async function stay(
  name: string,
  arrivalOffset: number,
  options: { status?: 'held' | 'confirmed'; paidPence?: number } = {},
) {
  const email = `${name.toLowerCase()}.${randomUUID().slice(0, 8)}@example.test`;
  const row = await make.booking({
    gradeId,
    unitId: units[nextUnit++]!.id,
    arrivalOffset,
    nights: 7,
    status: options.status ?? 'confirmed',
    ...(options.status === 'held' ? { holdExpiresAt: new Date(ctx.now().getTime() + 3_600_000) } : {}),
    email,
  });
  await ctx.db
    .update(booking)
    .set({ firstName: name, standardPricePence: 70_000, paidPence: options.paidPence ?? 0 })
    .where(eq(booking.id, row.id));
  return { ...row, email };
}

describe('BookingService.sendBalanceReminders', () => {
  it('e-mails each confirmed stay with a balance once, 35 days ahead and any missed since, never twice', async () => {
    const due = await stay('Dana', BALANCE_REMINDER_DAYS, { paidPence: 14_000 });
    const paid = await stay('Priya', BALANCE_REMINDER_DAYS, { paidPence: 70_000 });
    const held = await stay('Hamid', BALANCE_REMINDER_DAYS, { status: 'held' });
    const later = await stay('Lena', 40, { paidPence: 14_000 });
    const missed = await stay('Morgan', 30, { paidPence: 14_000 });
    // Due today: too late for a reminder (the balance is already due).
    const dueToday = await stay('Tom', BALANCE_DUE_DAYS, { paidPence: 14_000 });

    const first = await ctx.app.bookings.sendBalanceReminders(ctx.now());
    const second = await ctx.app.bookings.sendBalanceReminders(ctx.now());
    expect([first, second]).toEqual([2, 0]);

    await expectRemindedOnce(ctx.db, 'balance-reminder', [due, missed], [paid, held, later, dueToday]);

    const [mail, ...more] = await ctx.outbox(due.email);
    expect(more).toEqual([]);
    const dueOn = longDate(addDays(due.arrivalDate, -BALANCE_DUE_DAYS));
    expect(dueOn).toBe(longDate(make.day(BALANCE_REMINDER_DAYS - BALANCE_DUE_DAYS)));
    expect(mail!.subject).toBe(`Booking ${due.bookingNo}: your balance of £560.00 is due on ${dueOn}`);
    expect(mail!.text).toContain('Hello Dana,');
    expect(mail!.text).toContain(
      `${gradeTitle}, arriving ${longDate(due.arrivalDate)} for 7 nights (booking ${due.bookingNo})`,
    );
    expect(mail!.text).toContain(parkTitle);
    expect(mail!.text).toContain(
      `The balance of £560.00 is due in full 28 days before arrival, on ${dueOn}.`,
    );
    expect(mail!.text).toMatch(new RegExp(`View your booking: https?://\\S+/booking/${due.id}\\n`));
    expect(mail!.html).toMatch(new RegExp(`href="https?://[^"]+/booking/${due.id}"`));

    const [caughtUp] = await ctx.outbox(missed.email);
    expect(caughtUp!.subject).toBe(
      `Booking ${missed.bookingNo}: your balance of £560.00 is due on ${longDate(make.day(30 - BALANCE_DUE_DAYS))}`,
    );
    expect(caughtUp!.text).toMatch(new RegExp(`/booking/${missed.id}\\n`));
  });

  it('sends one e-mail per stay when two runs (two workers) start at the same moment', async () => {
    const guests = await Promise.all([
      stay('Ada', BALANCE_REMINDER_DAYS, { paidPence: 14_000 }),
      stay('Ben', 33),
      stay('Cleo', 29, { paidPence: 1 }),
    ]);
    const runs = await Promise.all([
      ctx.app.bookings.sendBalanceReminders(ctx.now()),
      ctx.app.bookings.sendBalanceReminders(ctx.now()),
    ]);
    expect(runs[0]! + runs[1]!).toBe(3);
    await expectRemindedOnce(ctx.db, 'balance-reminder', guests);
    for (const guest of guests) expect(await ctx.outbox(guest.email)).toHaveLength(1);
  });
});
