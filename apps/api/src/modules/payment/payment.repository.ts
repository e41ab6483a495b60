import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isExclusionViolation } from '../../db/errors';
import { payment, refund } from '../../db/schema';

export type PaymentRow = typeof payment.$inferSelect;
type NewPayment = typeof payment.$inferInsert;

/** A payment whose outcome is still open: only these may be settled, and each only once. */
const OPEN = ['pending', 'challenge'] as const;

/** Thrown inside a transaction to roll it back with a reason the caller answers. */
class Refused extends Error {
  constructor(readonly reason: 'too-much' | 'lapsed') {
    super(reason);
  }
}

export type ClaimOutcome = PaymentRow | 'duplicate' | 'too-much';
export type AppliedOutcome = 'confirmed' | 'paid' | 'settled-already' | 'unit-taken' | 'lapsed';

/**
 * The money a payment moves on what it pays for (a stay, an activity booking, an owner's invoice),
 * written by the domain that owns that table, inside the payment's own transaction `tx`. The
 * payment service gives the repository these, so every change of a payment and of the money it
 * moves commits together or not at all.
 */
export type TargetMoney = {
  /** Sets the amount aside while it fits in what is owed; false when it does not. */
  setAside(tx: Database): Promise<boolean>;
  /** Gives back what was set aside (the payment took no money). */
  release(tx: Database): Promise<void>;
  /** Books the authorised amount as paid: 'lapsed' rolls everything back. */
  apply(tx: Database): Promise<'confirmed' | 'paid' | 'lapsed'>;
  /** The authorised amount went back to the card: it is no longer paid. */
  unpay(tx: Database): Promise<void>;
};

export class PaymentRepository {
  /**
   * `now` is the service's clock: the times written here are the ones reconciliation and the
   * day's money compare with it, so they come from the same clock.
   */
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Records a new attempt under its Idempotency-Key and sets its amount aside on what it pays for
   * (`target.setAside`), together or not at all. The owning domain's conditional update passes
   * only while what is paid plus what is in flight plus this amount fits in the total (and the
   * tables' CHECKs say the same), so racing payments can never take more than is owed. Answers
   * 'duplicate' when the key's user has used it already and 'too-much' when the amount did not fit.
   */
  async claim(values: NewPayment, target: Pick<TargetMoney, 'setAside'>): Promise<ClaimOutcome> {
    try {
      return await this.db.transaction(async (tx) => {
        const at = this.now();
        const [row] = await tx
          .insert(payment)
          .values({ ...values, createdAt: at, updatedAt: at })
          .onConflictDoNothing()
          .returning();
        if (!row) return 'duplicate' as const;
        if (!(await target.setAside(tx as unknown as Database))) throw new Refused('too-much');
        return row;
      });
    } catch (error) {
      if (error instanceof Refused) return 'too-much';
      throw error;
    }
  }

  /** The payment `keyUserId` sent this Idempotency-Key with: another user's key is none of theirs. */
  async findByKey(keyUserId: number, idempotencyKey: string) {
    const [row] = await this.db
      .select()
      .from(payment)
      .where(and(eq(payment.keyUserId, keyUserId), eq(payment.idempotencyKey, idempotencyKey)));
    return row;
  }

  async findById(id: number) {
    const [row] = await this.db.select().from(payment).where(eq(payment.id, id));
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
      .set({ ...values, updatedAt: this.now() })
      .where(and(eq(payment.id, id), inArray(payment.status, OPEN)));
  }

  /**
   * An open payment took no money (declined, rejected, failed, abandoned) or its money went back
   * (refunded): its status and answer are recorded and its amount set aside is released, together.
   * Answers false when it was already settled (another process or an earlier run got there first).
   */
  async settleWithoutMoney(
    row: PaymentRow,
    target: Pick<TargetMoney, 'release'>,
    values: Partial<NewPayment> & { status: 'declined' | 'rejected' | 'failed' | 'refunded' },
    from: readonly PaymentRow['status'][] = OPEN,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [settled] = await tx
        .update(payment)
        .set({ ...values, updatedAt: this.now() })
        .where(and(eq(payment.id, row.id), inArray(payment.status, from)))
        .returning({ id: payment.id });
      if (!settled) return false;
      await target.release(tx as unknown as Database);
      return true;
    });
  }

  /**
   * Books an authorised payment against what it paid for, once: the payment becomes authorised and
   * the owning domain moves its amount from in flight to paid (`target.apply`), in one transaction.
   * When the stay's hold had lapsed and its unit is taken since (the exclusion constraint says so:
   * 'unit-taken'), or the lapsed stay is not confirmed by this payment ('lapsed'), nothing changes
   * and the caller refunds.
   */
  async applyAuthorised(
    row: PaymentRow,
    target: Pick<TargetMoney, 'apply'>,
    values: Partial<NewPayment>,
    now: Date,
  ): Promise<AppliedOutcome> {
    try {
      return await this.db.transaction(async (tx) => {
        const [settled] = await tx
          .update(payment)
          .set({ ...values, status: 'authorised', updatedAt: now })
          .where(and(eq(payment.id, row.id), inArray(payment.status, OPEN)))
          .returning({ id: payment.id });
        if (!settled) return 'settled-already' as const;
        const applied = await target.apply(tx as unknown as Database);
        if (applied === 'lapsed') throw new Refused('lapsed');
        return applied;
      });
    } catch (error) {
      if (error instanceof Refused) return 'lapsed';
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
      .set({ status: 'pending', updatedAt: this.now() })
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

  /** The authorised payments of a stay, newest first. */
  async authorisedOfBooking(bookingId: number) {
    return this.db
      .select()
      .from(payment)
      .where(and(eq(payment.bookingId, bookingId), eq(payment.status, 'authorised')))
      .orderBy(desc(payment.id));
  }

  /** An authorised payment was refunded: it is no longer paid (`target.unpay`), in one transaction. */
  async recordRefund(row: PaymentRow, target: Pick<TargetMoney, 'unpay'>, detail: string) {
    return this.db.transaction(async (tx) => {
      const [refunded] = await tx
        .update(payment)
        .set({ status: 'refunded', statusDetail: detail, updatedAt: this.now() })
        .where(and(eq(payment.id, row.id), eq(payment.status, 'authorised')))
        .returning({ id: payment.id });
      if (!refunded) return false;
      await target.unpay(tx as unknown as Database);
      return true;
    });
  }

  /** Every payment made on a stay, newest first, for its page. */
  historyOfBooking(bookingId: number) {
    return this.db
      .select()
      .from(payment)
      .where(
        and(
          eq(payment.bookingId, bookingId),
          inArray(payment.status, [
            'pending',
            'challenge',
            'authorised',
            'refunded',
            'declined',
            'rejected',
            'failed',
          ]),
        ),
      )
      .orderBy(desc(payment.id));
  }

  /** The refunds on a booking's payments that gave or may give money back (not the refused ones), newest first. */
  refundsOfBooking(bookingId: number) {
    return this.db
      .select({
        id: refund.id,
        paymentId: refund.paymentId,
        amountPence: refund.amountPence,
        status: refund.status,
        reason: refund.reason,
        createdAt: refund.createdAt,
      })
      .from(refund)
      .innerJoin(payment, eq(payment.id, refund.paymentId))
      .where(and(eq(payment.bookingId, bookingId), inArray(refund.status, ['pending', 'refunded'])))
      .orderBy(desc(refund.id));
  }

  /** The refunds on activity bookings' payments by status (refunded, pending), summed per booking. */
  refundTotalsOfActivityBookings(activityBookingIds: number[]) {
    return this.db
      .select({
        activityBookingId: payment.activityBookingId,
        status: refund.status,
        pence: sql<number>`sum(${refund.amountPence})::int`,
      })
      .from(refund)
      .innerJoin(payment, eq(payment.id, refund.paymentId))
      .where(inArray(payment.activityBookingId, activityBookingIds))
      .groupBy(payment.activityBookingId, refund.status);
  }
}
