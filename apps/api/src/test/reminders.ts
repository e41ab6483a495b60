import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { type Database, rowsOf } from '../db/client';

/** How many e-mails of one kind (`balance-reminder`, `invoice-reminder`) each address was sent. */
export async function remindersByAddress(db: Database, kind: string) {
  const rows = rowsOf<{ to_address: string; n: number }>(
    await db.execute(sql`
      select to_address, count(*)::int as n from outbox_message
      where dedupe_key like ${`${kind}:%`} group by to_address`),
  );
  return new Map(rows.map((row) => [row.to_address, Number(row.n)]));
}

/** Each of `reminded` was sent one e-mail of `kind`, and each of `passedOver` none. */
export async function expectRemindedOnce(
  db: Database,
  kind: string,
  reminded: { email: string }[],
  passedOver: { email: string }[] = [],
) {
  const byAddress = await remindersByAddress(db, kind);
  for (const { email } of reminded) expect(byAddress.get(email), email).toBe(1);
  for (const { email } of passedOver) expect(byAddress.get(email), email).toBeUndefined();
}

/** A date as a reminder writes it ("8 January 2027"), worked out here independently of the code. */
export const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${iso}T00:00:00Z`));
