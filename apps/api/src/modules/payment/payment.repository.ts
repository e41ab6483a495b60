import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { booking, payment } from '../../db/schema';

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
}
