import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activityBooking, booking, ledgerEntry, owner, payment } from '../../db/schema';

export type PaymentRow = typeof payment.$inferSelect;
type NewPayment = typeof payment.$inferInsert;

/** A payment whose outcome is still open: only these may be settled, and each only once. */
const OPEN = ['pending', 'challenge'] as const;

const EXCLUSION_VIOLATION = '23P01';
const isExclusionViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === EXCLUSION_VIOLATION) return true;
  }
  return false;
};

/** Thrown inside a transaction to roll it back with a reason the caller answers. */
class Refused extends Error {
  constructor(readonly reason: 'too-much' | 'unit-taken' | 'lapsed') {
    super(reason);
  }
}

export type ClaimOutcome = PaymentRow | 'duplicate' | 'too-much';
export type AppliedOutcome = 'confirmed' | 'paid' | 'settled-already' | 'unit-taken' | 'lapsed';

export class PaymentRepository {
  constructor(private readonly db: Database) {}

  /**
   * Records a new attempt under its Idempotency-Key and sets its amount aside on what it pays for,
   * together or not at all. The conditional update passes only while what is paid plus what is in
   * flight plus this amount fits in the total (and the tables' CHECKs say the same), so racing
   * payments can never take more than is owed. `firstPayment` (a full payment or a deposit) also
   * needs nothing paid or in flight yet. Answers 'duplicate' when the key is taken.
   */
  async claim(
    values: NewPayment,
    target: { kind: 'booking' | 'activity' | 'invoice'; id: number; firstPayment?: boolean },
  ): Promise<ClaimOutcome> {
    const amount = values.amountPence;
    try {
      return await this.db.transaction(async (tx) => {
        const [row] = await tx.insert(payment).values(values).onConflictDoNothing().returning();
        if (!row) return 'duplicate' as const;
        let fits: unknown[];
        if (target.kind === 'booking') {
          fits = await tx
            .update(booking)
            .set({ pendingPence: sql`${booking.pendingPence} + ${amount}` })
            .where(
              and(
                eq(booking.id, target.id),
                sql`${booking.status} <> 'cancelled'`,
                sql`${booking.paidPence} + ${booking.pendingPence} + ${amount} <= ${booking.standardPricePence} - ${booking.discountPence} + ${booking.extrasPence}`,
                target.firstPayment
                  ? sql`${booking.paidPence} = 0 and ${booking.pendingPence} = 0`
                  : sql`true`,
              ),
            )
            .returning({ id: booking.id });
        } else if (target.kind === 'activity') {
          fits = await tx
            .update(activityBooking)
            .set({ pendingPence: sql`${activityBooking.pendingPence} + ${amount}` })
            .where(
              and(
                eq(activityBooking.id, target.id),
                sql`${activityBooking.cancelledAt} is null`,
                sql`${activityBooking.paidPence} + ${activityBooking.pendingPence} + ${amount} <= ${activityBooking.totalPence}`,
              ),
            )
            .returning({ id: activityBooking.id });
        } else {
          fits = await tx
            .update(ledgerEntry)
            .set({ pendingPence: sql`${ledgerEntry.pendingPence} + ${amount}` })
            .where(
              and(
                eq(ledgerEntry.id, target.id),
                sql`${ledgerEntry.remainingPence} - ${ledgerEntry.pendingPence} >= ${amount}`,
              ),
            )
            .returning({ id: ledgerEntry.id });
        }
        if (fits.length === 0) throw new Refused('too-much');
        return row;
      });
    } catch (error) {
      if (error instanceof Refused) return 'too-much';
      throw error;
    }
  }

  async findByKey(idempotencyKey: string) {
    const [row] = await this.db.select().from(payment).where(eq(payment.idempotencyKey, idempotencyKey));
    return row;
  }

  async findByProviderTransaction(transactionId: string) {
    const [row] = await this.db
      .select()
      .from(payment)
      .where(eq(payment.providerTransactionId, transactionId));
    return row;
  }

  /** Records a 3-D Secure challenge (or an answer still unknown) on a payment that is still open. */
  async recordOpen(id: number, values: Partial<NewPayment>) {
    await this.db
      .update(payment)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(payment.id, id), inArray(payment.status, OPEN)));
  }

  /** Gives back what an open payment set aside on its target, inside `tx`. */
  private async release(tx: Database, row: PaymentRow) {
    if (row.bookingId) {
      await tx
        .update(booking)
        .set({ pendingPence: sql`${booking.pendingPence} - ${row.amountPence}` })
        .where(eq(booking.id, row.bookingId));
    } else if (row.activityBookingId) {
      await tx
        .update(activityBooking)
        .set({ pendingPence: sql`${activityBooking.pendingPence} - ${row.amountPence}` })
        .where(eq(activityBooking.id, row.activityBookingId));
    } else if (row.ledgerEntryId) {
      await tx
        .update(ledgerEntry)
        .set({ pendingPence: sql`${ledgerEntry.pendingPence} - ${row.amountPence}` })
        .where(eq(ledgerEntry.id, row.ledgerEntryId));
    }
  }

  /**
   * An open payment took no money (declined, rejected, failed, abandoned) or its money went back
   * (refunded): its status and answer are recorded and its amount set aside is released, together.
   * Answers false when it was already settled (another process or an earlier run got there first).
   */
  async settleWithoutMoney(
    row: PaymentRow,
    values: Partial<NewPayment> & { status: 'declined' | 'rejected' | 'failed' | 'refunded' },
    from: readonly PaymentRow['status'][] = OPEN,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [settled] = await tx
        .update(payment)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(payment.id, row.id), inArray(payment.status, from)))
        .returning({ id: payment.id });
      if (!settled) return false;
      await this.release(tx as unknown as Database, row);
      return true;
    });
  }

  /**
   * Books an authorised payment against what it paid for, once: the payment becomes authorised and
   * its amount moves from in flight to paid. A stay is confirmed once paid reaches `confirmAt`. A
   * stay whose hold had lapsed is confirmed only if its unit is still free (the exclusion constraint
   * decides: 'unit-taken'); a lapsed stay this payment does not confirm answers 'lapsed'. Then
   * nothing changes and the caller refunds.
   */
  async applyAuthorised(
    row: PaymentRow,
    values: Partial<NewPayment>,
    options: { confirmAt: number; now: Date },
  ): Promise<AppliedOutcome> {
    const { amountPence: amount } = row;
    try {
      return await this.db.transaction(async (tx) => {
        const [settled] = await tx
          .update(payment)
          .set({ ...values, status: 'authorised', updatedAt: options.now })
          .where(and(eq(payment.id, row.id), inArray(payment.status, OPEN)))
          .returning({ id: payment.id });
        if (!settled) return 'settled-already' as const;
        if (row.bookingId) {
          const reaches = sql`${booking.paidPence} + ${amount} >= ${options.confirmAt}`;
          const [updated] = await tx
            .update(booking)
            .set({
              paidPence: sql`${booking.paidPence} + ${amount}`,
              pendingPence: sql`${booking.pendingPence} - ${amount}`,
              status: sql`case when ${reaches} then 'confirmed' else ${booking.status} end`,
              confirmedAt: sql`case when ${reaches} then coalesce(${booking.confirmedAt}, ${options.now.toISOString()}::timestamptz) else ${booking.confirmedAt} end`,
              holdExpiresAt: sql`case when ${reaches} then null else ${booking.holdExpiresAt} end`,
            })
            .where(eq(booking.id, row.bookingId))
            .returning({ status: booking.status });
          if (updated?.status === 'expired') throw new Refused('lapsed');
          return updated?.status === 'confirmed' ? ('confirmed' as const) : ('paid' as const);
        }
        if (row.activityBookingId) {
          const [updated] = await tx
            .update(activityBooking)
            .set({
              paidPence: sql`${activityBooking.paidPence} + ${amount}`,
              pendingPence: sql`${activityBooking.pendingPence} - ${amount}`,
              confirmed: sql`${activityBooking.paidPence} + ${amount} >= ${activityBooking.totalPence}`,
              holdExpiresAt: sql`case when ${activityBooking.paidPence} + ${amount} >= ${activityBooking.totalPence} then null else ${activityBooking.holdExpiresAt} end`,
            })
            .where(eq(activityBooking.id, row.activityBookingId))
            .returning({ confirmed: activityBooking.confirmed });
          return updated?.confirmed ? ('confirmed' as const) : ('paid' as const);
        }
        const [entry] = await tx
          .update(ledgerEntry)
          .set({
            remainingPence: sql`${ledgerEntry.remainingPence} - ${amount}`,
            pendingPence: sql`${ledgerEntry.pendingPence} - ${amount}`,
          })
          .where(eq(ledgerEntry.id, row.ledgerEntryId!))
          .returning({ ownerId: ledgerEntry.ownerId, documentNo: ledgerEntry.documentNo });
        await tx.insert(ledgerEntry).values({
          entryNo: sql`nextval('ledger_entry_no_seq')`,
          ownerId: entry!.ownerId,
          documentType: 'Payment',
          documentNo: `PAY${row.id}`,
          description: `Card payment for ${entry!.documentNo}`,
          postingDate: options.now.toISOString().slice(0, 10),
          amountPence: -amount,
          remainingPence: 0,
        });
        return 'paid' as const;
      });
    } catch (error) {
      if (error instanceof Refused) return error.reason as 'lapsed';
      if (isExclusionViolation(error)) return 'unit-taken';
      throw error;
    }
  }

  /**
   * Takes a challenged payment back to 'pending' while its result is sent to the provider, so it
   * can no longer be given up as abandoned (the provider may be taking the money right now). Answers
   * undefined when it is not waiting on its challenge.
   */
  async beginChallengeCompletion(id: number) {
    const [row] = await this.db
      .update(payment)
      .set({ status: 'pending', updatedAt: new Date() })
      .where(and(eq(payment.id, id), eq(payment.status, 'challenge')))
      .returning();
    return row;
  }

  /** The payments of a stay or an activity booking still waiting on the guest's bank challenge. */
  async openChallenges(target: { bookingId?: number; activityBookingId?: number }) {
    return this.db
      .select()
      .from(payment)
      .where(
        and(
          eq(payment.status, 'challenge'),
          target.bookingId
            ? eq(payment.bookingId, target.bookingId)
            : eq(payment.activityBookingId, target.activityBookingId ?? 0),
        ),
      );
  }

  /** Keeps the unit while the guest is with their bank, but never revives an expired hold. */
  async extendHold(bookingId: number, until: Date) {
    await this.db
      .update(booking)
      .set({ holdExpiresAt: sql`greatest(${booking.holdExpiresAt}, ${until.toISOString()}::timestamptz)` })
      .where(and(eq(booking.id, bookingId), eq(booking.status, 'held')));
  }

  /**
   * Payments whose outcome is still open past their time: no answer since `pendingBefore` (the
   * request died or lost the provider's answer), or a challenge unanswered since `challengeBefore`.
   */
  async overdue(pendingBefore: Date, challengeBefore: Date, limit = 100) {
    return this.db
      .select()
      .from(payment)
      .where(
        or(
          and(eq(payment.status, 'pending'), lt(payment.updatedAt, pendingBefore)),
          and(eq(payment.status, 'challenge'), lt(payment.updatedAt, challengeBefore)),
        ),
      )
      .orderBy(payment.id)
      .limit(limit);
  }

  /** Held stays whose hold lapsed with money paid on them and nothing in flight. */
  async lapsedHoldsWithMoney(now: Date) {
    return this.db
      .select()
      .from(booking)
      .where(
        and(
          eq(booking.status, 'held'),
          lt(booking.holdExpiresAt, now),
          sql`${booking.paidPence} > 0`,
          eq(booking.pendingPence, 0),
        ),
      );
  }

  /** The authorised payments of a stay, newest first. */
  async authorisedOfBooking(bookingId: number) {
    return this.db
      .select()
      .from(payment)
      .where(and(eq(payment.bookingId, bookingId), eq(payment.status, 'authorised')))
      .orderBy(desc(payment.id));
  }

  /** A stay's authorised payment was refunded: it is no longer paid, in one transaction. */
  async recordRefund(row: PaymentRow, detail: string) {
    return this.db.transaction(async (tx) => {
      const [refunded] = await tx
        .update(payment)
        .set({ status: 'refunded', statusDetail: detail, updatedAt: new Date() })
        .where(and(eq(payment.id, row.id), eq(payment.status, 'authorised')))
        .returning({ id: payment.id });
      if (!refunded) return false;
      await tx
        .update(booking)
        .set({ paidPence: sql`${booking.paidPence} - ${row.amountPence}` })
        .where(eq(booking.id, row.bookingId!));
      return true;
    });
  }

  /** Lets a lapsed hold go once no money is left on it. */
  async expireIfEmpty(bookingId: number, now: Date) {
    const rows = await this.db
      .update(booking)
      .set({ status: 'expired' })
      .where(
        and(
          eq(booking.id, bookingId),
          eq(booking.status, 'held'),
          lt(booking.holdExpiresAt, now),
          eq(booking.paidPence, 0),
          eq(booking.pendingPence, 0),
        ),
      )
      .returning({ id: booking.id });
    return rows.length > 0;
  }

  /** The signed-in owner's invoice by entry number; anyone else's answers undefined. */
  async findOwnInvoice(entryNo: number, customerNo: string) {
    const [row] = await this.db
      .select({
        id: ledgerEntry.id,
        entryNo: ledgerEntry.entryNo,
        documentType: ledgerEntry.documentType,
        documentNo: ledgerEntry.documentNo,
        remainingPence: ledgerEntry.remainingPence,
        pendingPence: ledgerEntry.pendingPence,
        email: owner.email,
      })
      .from(ledgerEntry)
      .innerJoin(owner, eq(owner.id, ledgerEntry.ownerId))
      .where(and(eq(ledgerEntry.entryNo, entryNo), eq(owner.customerNo, customerNo)));
    return row;
  }

  /**
   * The user's activity booking by number, with what it costs, what is paid and in flight, and
   * the status of the stay it hangs on (null for an owner's visit).
   */
  async findOwnActivityBooking(activityBookingNo: string, userId: number) {
    const [row] = await this.db
      .select({ activityBooking, stayStatus: booking.status })
      .from(activityBooking)
      .leftJoin(booking, eq(booking.id, activityBooking.bookingId))
      .where(
        and(eq(activityBooking.activityBookingNo, activityBookingNo), eq(activityBooking.userId, userId)),
      );
    return row ? { ...row.activityBooking, stayStatus: row.stayStatus } : undefined;
  }
}
