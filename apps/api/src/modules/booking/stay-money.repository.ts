import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { booking } from '../../db/schema';
import type { BookingRow } from './booking.repository';
import { giveBackCodeUses } from './booking-offers.repository';

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

  // Card payments on a stay. Each runs inside the payment's own transaction (`tx`), so the payment
  // row and the stay's money change together or not at all.

  /**
   * Sets `amount` aside on the stay for a payment on its way to the card provider: only while what
   * is paid plus what is in flight plus this amount fits in the total (booking_money_check says the
   * same), never on a cancelled stay, and for a first payment (full or deposit) only while nothing
   * is paid or in flight. Answers whether it fitted.
   */
  async setAsidePayment(tx: Database, bookingId: number, amount: number, firstPayment: boolean) {
    const rows = await tx
      .update(booking)
      .set({ pendingPence: sql`${booking.pendingPence} + ${amount}` })
      .where(
        and(
          eq(booking.id, bookingId),
          sql`${booking.status} <> 'cancelled'`,
          sql`${booking.paidPence} + ${booking.pendingPence} + ${amount} <= ${booking.standardPricePence} - ${booking.discountPence} + ${booking.extrasPence}`,
          firstPayment ? sql`${booking.paidPence} = 0 and ${booking.pendingPence} = 0` : sql`true`,
        ),
      )
      .returning({ id: booking.id });
    return rows.length > 0;
  }

  /** Gives back what a payment that took no money had set aside. */
  async releasePayment(tx: Database, bookingId: number, amount: number) {
    await tx
      .update(booking)
      .set({ pendingPence: sql`${booking.pendingPence} - ${amount}` })
      .where(eq(booking.id, bookingId));
  }

  /**
   * Books an authorised payment on the stay: its amount moves from in flight to paid, and once
   * paid reaches `confirmAt` the stay counts as confirmed (confirmed now, unless it already was)
   * and its hold ends. Answers the stay's status afterwards: 'expired' when its hold had lapsed and
   * this payment does not confirm it. Confirming a lapsed stay whose unit has since been booked
   * again is refused by the exclusion constraint, which throws.
   */
  async recordPayment(
    tx: Database,
    bookingId: number,
    amount: number,
    confirmAt: number,
    now: Date,
  ): Promise<{ status: BookingRow['status']; email: string; newlyConfirmed: boolean } | undefined> {
    const reaches = sql`${booking.paidPence} + ${amount} >= ${confirmAt}`;
    // Locked first, so two payments settling at once agree on which of them confirmed the stay.
    const [before] = await tx
      .select({ confirmedAt: booking.confirmedAt })
      .from(booking)
      .where(eq(booking.id, bookingId))
      .for('update');
    const [updated] = await tx
      .update(booking)
      .set({
        paidPence: sql`${booking.paidPence} + ${amount}`,
        pendingPence: sql`${booking.pendingPence} - ${amount}`,
        status: sql`case when ${reaches} then 'confirmed' else ${booking.status} end`,
        confirmedAt: sql`case when ${reaches} then coalesce(${booking.confirmedAt}, ${now.toISOString()}::timestamptz) else ${booking.confirmedAt} end`,
        holdExpiresAt: sql`case when ${reaches} then null else ${booking.holdExpiresAt} end`,
      })
      .where(eq(booking.id, bookingId))
      .returning({ status: booking.status, email: booking.email });
    return (
      updated && {
        status: updated.status,
        email: updated.email,
        // Confirmed by this payment: it was not confirmed before.
        newlyConfirmed: updated.status === 'confirmed' && !before?.confirmedAt,
      }
    );
  }

  /** A payment on the stay was refunded: it is no longer paid. */
  async recordRefund(tx: Database, bookingId: number, amount: number) {
    await tx
      .update(booking)
      .set({ paidPence: sql`${booking.paidPence} - ${amount}` })
      .where(eq(booking.id, bookingId));
  }
}
