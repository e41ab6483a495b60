import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activityBooking, booking, ledgerEntry, owner, payment } from '../../db/schema';

export type PaymentRow = typeof payment.$inferSelect;

const EXCLUSION_VIOLATION = '23P01';
const isExclusionViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === EXCLUSION_VIOLATION) return true;
  }
  return false;
};

export class PaymentRepository {
  constructor(private readonly db: Database) {}

  /**
   * Records a new attempt under its Idempotency-Key, or answers undefined when the key is taken:
   * the unique index decides which of several identical requests goes to the card provider.
   */
  async claimKey(values: typeof payment.$inferInsert): Promise<PaymentRow | undefined> {
    const [row] = await this.db.insert(payment).values(values).onConflictDoNothing().returning();
    return row;
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

  async update(id: number, values: Partial<typeof payment.$inferInsert>) {
    await this.db
      .update(payment)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(payment.id, id));
  }

  /**
   * Books an authorised payment against its booking in one transaction: the amount is added to
   * what is paid, and once it covers `confirmAt` the booking is confirmed. A booking whose hold
   * had expired is confirmed only if its unit is still free: the exclusion constraint says so,
   * and then the answer is 'unit-taken' and nothing changes.
   */
  async applyToBooking(params: {
    paymentId: number;
    bookingId: number;
    amountPence: number;
    confirmAt: number;
    now: Date;
  }) {
    try {
      return await this.db.transaction(async (tx) => {
        await tx
          .update(payment)
          .set({ status: 'authorised', updatedAt: params.now })
          .where(eq(payment.id, params.paymentId));
        const [row] = await tx
          .update(booking)
          .set({
            paidPence: sql`${booking.paidPence} + ${params.amountPence}`,
            status: sql`case when ${booking.paidPence} + ${params.amountPence} >= ${params.confirmAt} then 'confirmed' else ${booking.status} end`,
            confirmedAt: sql`case when ${booking.paidPence} + ${params.amountPence} >= ${params.confirmAt} then coalesce(${booking.confirmedAt}, ${params.now.toISOString()}::timestamptz) else ${booking.confirmedAt} end`,
            holdExpiresAt: sql`case when ${booking.paidPence} + ${params.amountPence} >= ${params.confirmAt} then null else ${booking.holdExpiresAt} end`,
          })
          .where(eq(booking.id, params.bookingId))
          .returning({ status: booking.status });
        return row?.status === 'confirmed' ? ('confirmed' as const) : ('paid' as const);
      });
    } catch (error) {
      if (isExclusionViolation(error)) return 'unit-taken' as const;
      throw error;
    }
  }

  /** Keeps the unit while the guest is with their bank, but never revives an expired hold. */
  async extendHold(bookingId: number, until: Date) {
    await this.db
      .update(booking)
      .set({ holdExpiresAt: sql`greatest(${booking.holdExpiresAt}, ${until.toISOString()}::timestamptz)` })
      .where(and(eq(booking.id, bookingId), eq(booking.status, 'held')));
  }

  /**
   * For an invoice: records the attempt under its Idempotency-Key and sets its amount aside as
   * pending on the entry, together or not at all. The conditional update only passes while the
   * amount fits in what remains less what is already pending, so racing payments cannot pay an
   * invoice twice over. Answers 'duplicate' when the key is taken, 'too-much' when it does not fit.
   */
  async claimKeyForInvoice(values: typeof payment.$inferInsert & { ledgerEntryId: number }) {
    class TooMuch extends Error {}
    try {
      return await this.db.transaction(async (tx) => {
        const [row] = await tx.insert(payment).values(values).onConflictDoNothing().returning();
        if (!row) return 'duplicate' as const;
        const fits = await tx
          .update(ledgerEntry)
          .set({ pendingPence: sql`${ledgerEntry.pendingPence} + ${values.amountPence}` })
          .where(
            and(
              eq(ledgerEntry.id, values.ledgerEntryId),
              sql`${ledgerEntry.remainingPence} - ${ledgerEntry.pendingPence} >= ${values.amountPence}`,
            ),
          )
          .returning({ id: ledgerEntry.id });
        if (fits.length === 0) throw new TooMuch();
        return row;
      });
    } catch (error) {
      if (error instanceof TooMuch) return 'too-much' as const;
      throw error;
    }
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
   * An authorised invoice payment: the entry's remaining and pending amounts both drop by it and a
   * Payment entry records it on the owner's account, in one transaction.
   */
  async applyToLedgerEntry(params: {
    paymentId: number;
    ledgerEntryId: number;
    amountPence: number;
    now: Date;
  }) {
    await this.db.transaction(async (tx) => {
      await tx
        .update(payment)
        .set({ status: 'authorised', updatedAt: params.now })
        .where(eq(payment.id, params.paymentId));
      const [entry] = await tx
        .update(ledgerEntry)
        .set({
          remainingPence: sql`${ledgerEntry.remainingPence} - ${params.amountPence}`,
          pendingPence: sql`${ledgerEntry.pendingPence} - ${params.amountPence}`,
        })
        .where(eq(ledgerEntry.id, params.ledgerEntryId))
        .returning({ ownerId: ledgerEntry.ownerId, documentNo: ledgerEntry.documentNo });
      const today = params.now.toISOString().slice(0, 10);
      await tx.insert(ledgerEntry).values({
        entryNo: sql`nextval('ledger_entry_no_seq')`,
        ownerId: entry!.ownerId,
        documentType: 'Payment',
        documentNo: `PAY${params.paymentId}`,
        description: `Card payment for ${entry!.documentNo}`,
        postingDate: today,
        amountPence: -params.amountPence,
        remainingPence: 0,
      });
    });
  }

  /** A declined or failed invoice payment gives back the amount it had set aside. */
  async releaseLedgerPending(ledgerEntryId: number, amountPence: number) {
    await this.db
      .update(ledgerEntry)
      .set({ pendingPence: sql`greatest(0, ${ledgerEntry.pendingPence} - ${amountPence})` })
      .where(eq(ledgerEntry.id, ledgerEntryId));
  }

  /**
   * Invoice payments left waiting (a 3-D Secure challenge never answered) stop holding their amount
   * after `before`: marked failed, and their pending amount released, in one statement.
   */
  async releaseStaleInvoicePayments(before: Date) {
    const stale = await this.db
      .update(payment)
      .set({
        status: 'failed',
        statusDetail: 'Abandoned before the card check finished',
        updatedAt: new Date(),
      })
      .where(
        and(
          isNotNull(payment.ledgerEntryId),
          inArray(payment.status, ['pending', 'challenge']),
          lt(payment.updatedAt, before),
        ),
      )
      .returning({ ledgerEntryId: payment.ledgerEntryId, amountPence: payment.amountPence });
    for (const row of stale) await this.releaseLedgerPending(row.ledgerEntryId!, row.amountPence);
    return stale.length;
  }

  /** The user's activity booking by number, with what it costs and what is paid. */
  async findOwnActivityBooking(activityBookingNo: string, userId: number) {
    const [row] = await this.db
      .select()
      .from(activityBooking)
      .where(
        and(eq(activityBooking.activityBookingNo, activityBookingNo), eq(activityBooking.userId, userId)),
      );
    return row;
  }

  /**
   * An authorised activity payment: added to what is paid, confirming the booking once all is paid.
   * Never past the total (another payment got there first): then nothing changes and the answer
   * is 'overpaid', so the caller refunds it.
   */
  async applyToActivityBooking(params: {
    paymentId: number;
    activityBookingId: number;
    amountPence: number;
    now: Date;
  }) {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(activityBooking)
        .set({
          paidPence: sql`${activityBooking.paidPence} + ${params.amountPence}`,
          confirmed: sql`${activityBooking.paidPence} + ${params.amountPence} >= ${activityBooking.totalPence}`,
        })
        .where(
          and(
            eq(activityBooking.id, params.activityBookingId),
            sql`${activityBooking.paidPence} + ${params.amountPence} <= ${activityBooking.totalPence}`,
          ),
        )
        .returning({ confirmed: activityBooking.confirmed });
      if (!row) return 'overpaid' as const;
      await tx
        .update(payment)
        .set({ status: 'authorised', updatedAt: params.now })
        .where(eq(payment.id, params.paymentId));
      return row.confirmed ? ('confirmed' as const) : ('paid' as const);
    });
  }
}
