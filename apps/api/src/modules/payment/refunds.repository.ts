import { aliasedTable, and, asc, desc, eq, getTableColumns, inArray, like, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { hasSqlState } from '../../db/errors';
import { payment, type RefundRow, refund, userAccount } from '../../db/schema';
import type { PaymentRow } from './payment.repository';

/** A CHECK refused the change: payment_refund_check says no more than was paid can go back. */
const CHECK_VIOLATION = '23514';

/** One part of a refund request: an amount to give back on one payment. */
export type RefundPart = {
  paymentId: number;
  amountPence: number;
  idempotencyKey: string;
  vendorTxCode: string;
  reason: string;
  staffUserId: number;
};

export type SetAsideOutcome = RefundRow[] | 'duplicate' | 'too-much' | 'refused';

/** Thrown inside a transaction to roll it back with a reason the caller answers. */
class Refused extends Error {
  constructor(readonly reason: 'duplicate' | 'too-much' | 'refused') {
    super(reason);
  }
}

/** A payment with the name of the member of staff who took it (null online). */
export type DeskPaymentRow = PaymentRow & { takenByName: string | null };
/** A refund with the name of the member of staff who gave it. */
export type DeskRefundRow = RefundRow & { staffName: string; bookingId: number | null };

export const takenBy = aliasedTable(userAccount, 'taken_by_user');
export const staffName = sql<string>`trim(${userAccount.firstName} || ' ' || ${userAccount.lastName})`;
export const takenByName = sql<
  string | null
>`case when ${takenBy.id} is null then null else trim(${takenBy.firstName} || ' ' || ${takenBy.lastName}) end`;

/**
 * The SQL of refunds: set aside on their payment before the provider is called, settled once; and
 * the reads of a stay's payments and refunds with who took or gave them.
 */
export class RefundsRepository {
  /**
   * `now` is the service's clock: the times written here are the ones reconciliation and the
   * day's money compare with it, so they come from the same clock.
   */
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** A stay's payments, newest first, with who took them. */
  async paymentsOfBooking(bookingId: number): Promise<DeskPaymentRow[]> {
    return this.db
      .select({ ...paymentColumns, takenByName })
      .from(payment)
      .leftJoin(takenBy, eq(takenBy.id, payment.takenBy))
      .where(eq(payment.bookingId, bookingId))
      .orderBy(desc(payment.id));
  }

  /** The payments of activity bookings, newest first. */
  async paymentsOfActivityBookings(activityBookingIds: number[]): Promise<PaymentRow[]> {
    if (activityBookingIds.length === 0) return [];
    return this.db
      .select()
      .from(payment)
      .where(inArray(payment.activityBookingId, activityBookingIds))
      .orderBy(desc(payment.id));
  }

  /** The refunds of a stay's payments, newest first, with who gave them. */
  async refundsOfBooking(bookingId: number): Promise<DeskRefundRow[]> {
    return this.db
      .select({ ...refundColumns, staffName, bookingId: payment.bookingId })
      .from(refund)
      .innerJoin(payment, eq(payment.id, refund.paymentId))
      .innerJoin(userAccount, eq(userAccount.id, refund.staffUserId))
      .where(eq(payment.bookingId, bookingId))
      .orderBy(desc(refund.id));
  }

  /**
   * The parts of one refund request, by the member of staff who sent its Idempotency-Key and the
   * prefix the key gave their keys.
   */
  async refundsByKeyPrefix(staffUserId: number, prefix: string): Promise<DeskRefundRow[]> {
    return this.db
      .select({ ...refundColumns, staffName, bookingId: payment.bookingId })
      .from(refund)
      .innerJoin(payment, eq(payment.id, refund.paymentId))
      .innerJoin(userAccount, eq(userAccount.id, refund.staffUserId))
      .where(
        and(
          eq(refund.staffUserId, staffUserId),
          like(refund.idempotencyKey, `${prefix.replace(/[%_\\]/g, '\\$&')}%`),
        ),
      )
      .orderBy(asc(refund.id));
  }

  async refundById(id: number): Promise<DeskRefundRow | undefined> {
    const [row] = await this.db
      .select({ ...refundColumns, staffName, bookingId: payment.bookingId })
      .from(refund)
      .innerJoin(payment, eq(payment.id, refund.paymentId))
      .innerJoin(userAccount, eq(userAccount.id, refund.staffUserId))
      .where(eq(refund.id, id));
    return row;
  }

  async paymentById(id: number): Promise<PaymentRow | undefined> {
    const [row] = await this.db.select().from(payment).where(eq(payment.id, id));
    return row;
  }

  /**
   * Records every part of a refund request as 'pending' and sets each amount aside on its payment,
   * in one transaction with `first` (a cancellation, when the refund comes with one). A payment's
   * refunded amount can never pass what it took: the conditional update and payment_refund_check
   * both refuse, so two refunds at once cannot give back more than was paid. Answers the rows, or
   * 'duplicate' (the key is taken), 'too-much' (a payment has less left than asked) or 'refused'
   * (`first` said no).
   */
  async setAside(parts: RefundPart[], first?: (tx: Database) => Promise<boolean>): Promise<SetAsideOutcome> {
    try {
      return await this.db.transaction(async (tx) => {
        const db = tx as unknown as Database;
        if (first && !(await first(db))) throw new Refused('refused');
        const rows: RefundRow[] = [];
        for (const part of parts) {
          const [row] = await tx
            .insert(refund)
            .values({ ...part, status: 'pending', createdAt: this.now(), updatedAt: this.now() })
            .onConflictDoNothing()
            .returning();
          if (!row) throw new Refused('duplicate');
          const [held] = await tx
            .update(payment)
            .set({ refundedPence: sql`${payment.refundedPence} + ${part.amountPence}` })
            .where(
              and(
                eq(payment.id, part.paymentId),
                eq(payment.status, 'authorised'),
                sql`${payment.refundedPence} + ${part.amountPence} <= ${payment.amountPence}`,
              ),
            )
            .returning({ id: payment.id });
          if (!held) throw new Refused('too-much');
          rows.push(row);
        }
        return rows;
      });
    } catch (error) {
      if (error instanceof Refused) return error.reason;
      if (hasSqlState(error, CHECK_VIOLATION)) return 'too-much';
      throw error;
    }
  }

  /**
   * The provider gave the money back: the refund is done and `done` lowers what the stay has paid
   * (with its audit entry), in one transaction, once. False when it was already settled.
   */
  async settleRefunded(
    id: number,
    values: { providerTransactionId: string | null; statusDetail: string },
    done: (tx: Database, row: RefundRow) => Promise<void>,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(refund)
        .set({ ...values, status: 'refunded', updatedAt: this.now() })
        .where(and(eq(refund.id, id), eq(refund.status, 'pending')))
        .returning();
      if (!row) return false;
      await done(tx as unknown as Database, row);
      return true;
    });
  }

  /** The provider refused (or never received) the refund: it failed and its set-aside is released, once. */
  async settleFailed(id: number, statusDetail: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(refund)
        .set({ status: 'failed', statusDetail, updatedAt: this.now() })
        .where(and(eq(refund.id, id), eq(refund.status, 'pending')))
        .returning();
      if (!row) return false;
      await tx
        .update(payment)
        .set({ refundedPence: sql`${payment.refundedPence} - ${row.amountPence}` })
        .where(eq(payment.id, row.paymentId));
      return true;
    });
  }

  /** The outcome is unknown (no answer from the provider): say so on the refund, which stays pending. */
  async noteOpen(id: number, statusDetail: string) {
    await this.db
      .update(refund)
      .set({ statusDetail, updatedAt: this.now() })
      .where(and(eq(refund.id, id), eq(refund.status, 'pending')));
  }

  /** Refunds still pending since before `before`: reconciliation asks the provider about them. */
  async overdueRefunds(before: Date, limit = 100): Promise<RefundRow[]> {
    return this.db
      .select()
      .from(refund)
      .where(and(eq(refund.status, 'pending'), lt(refund.updatedAt, before)))
      .orderBy(asc(refund.id))
      .limit(limit);
  }
}

export const paymentColumns = getTableColumns(payment);
export const refundColumns = getTableColumns(refund);
