import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../db/client';

/**
 * How many pairs of live rows (held or confirmed) share a unit on some night, across the whole
 * table: none, whatever raced or crashed.
 */
export async function doubleBookedNights(db: Database) {
  const [overlaps] = rowsOf<{ n: number }>(
    await db.execute(sql`
      select count(*)::int as n from booking a join booking b
        on a.unit_id = b.unit_id and a.id < b.id and a.stay && b.stay
      where a.status in ('held', 'confirmed') and b.status in ('held', 'confirmed')`),
  );
  return overlaps!.n;
}
