import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { booking } from '../../db/schema';
import { type BookingRow, giveBackCodeUses } from './booking.repository';

/**
 * The booking table as the back office's money desk changes it: cancelling a stay, and the paid
 * amount going down when a refund is done. Each change runs in the caller's transaction `tx`, so
 * the refund or the cancellation, the stay and the audit entry commit together or not at all.
 */
export class StayMoneyRepository {
  constructor(private readonly db: Database) {}

  /** A guest's stay (never a unit block) by its reference. */
  async stayByNo(bookingNo: string): Promise<BookingRow | undefined> {
    const [row] = await this.db
      .select()
      .from(booking)
      .where(and(eq(booking.bookingNo, bookingNo), eq(booking.kind, 'stay')));
    return row;
  }

  async stayById(id: number): Promise<BookingRow | undefined> {
    const [row] = await this.db.select().from(booking).where(eq(booking.id, id));
    return row;
  }

  /**
   * Cancels a live stay with no payment in flight (a payment landing on a cancelled stay could
   * confirm it again), locking it: its unit is free from this commit on, and its promotional code's
   * use is given back. Answers the stay as it was, or undefined when it is not live or has money in
   * flight.
   */
  async cancel(tx: Database, bookingId: number): Promise<BookingRow | undefined> {
    const [before] = await tx
      .select()
      .from(booking)
      .where(and(eq(booking.id, bookingId), eq(booking.kind, 'stay')))
      .for('update');
    if (!before || !['held', 'confirmed'].includes(before.status) || before.pendingPence > 0)
      return undefined;
    await tx
      .update(booking)
      .set({ status: 'cancelled', holdExpiresAt: null })
      .where(and(eq(booking.id, bookingId), inArray(booking.status, ['held', 'confirmed'])));
    await giveBackCodeUses(tx, [before.promotionalCode]);
    return before;
  }

  /** A refund was done: paid goes down by `amount`. Answers the stay's reference and paid before and after. */
  async refundPaid(tx: Database, bookingId: number, amount: number) {
    const [row] = await tx
      .update(booking)
      .set({ paidPence: sql`${booking.paidPence} - ${amount}` })
      .where(eq(booking.id, bookingId))
      .returning({ bookingNo: booking.bookingNo, paidPence: booking.paidPence });
    if (!row) throw new Error(`booking ${bookingId} is gone`);
    return { bookingNo: row.bookingNo, paidBefore: row.paidPence + amount, paidAfter: row.paidPence };
  }

  /** The stay's reference and paid amount, read inside `tx` (after a payment was booked on it). */
  async paidIn(tx: Database, bookingId: number) {
    const [row] = await tx
      .select({ bookingNo: booking.bookingNo, paidPence: booking.paidPence, status: booking.status })
      .from(booking)
      .where(eq(booking.id, bookingId));
    if (!row) throw new Error(`booking ${bookingId} is gone`);
    return row;
  }
}
