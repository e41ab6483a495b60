import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  type ErasureRefusal,
  type Person,
  type PersonalDataHolder,
  personPattern,
  scrubbed,
} from '../../db/personal-data';
import { payment, refund } from '../../db/schema';

/** The person's payments: made by them, or taken for them by telephone. */
const paymentsOf = (person: Person) =>
  or(eq(payment.userId, person.userId), eq(payment.keyUserId, person.userId));

/** The money's part of the privacy centre: payments and refunds, which stay whole on erasure. */
export class PaymentPersonalData implements PersonalDataHolder {
  constructor(private readonly db: Database) {}

  async collect(person: Person) {
    const payments = await this.db.select().from(payment).where(paymentsOf(person)).orderBy(asc(payment.id));
    const refunds = payments.length
      ? await this.db
          .select()
          .from(refund)
          .where(
            inArray(
              refund.paymentId,
              payments.map((row) => row.id),
            ),
          )
          .orderBy(asc(refund.id))
      : [];
    return {
      payments: payments.map((row) => ({
        reference: row.vendorTxCode,
        type: row.type,
        amount_pence: row.amountPence,
        status: row.status,
        refunded_pence: row.refundedPence,
        made_at: row.createdAt.toISOString(),
        /** The card provider's id, which tells the card's last four digits (the service asks). */
        transaction_id: row.providerTransactionId,
      })),
      refunds: refunds.map((row) => ({
        payment_reference: payments.find((one) => one.id === row.paymentId)?.vendorTxCode ?? '',
        amount_pence: row.amountPence,
        status: row.status,
        reason: row.reason,
        made_at: row.createdAt.toISOString(),
      })),
    };
  }

  /** A payment the provider has not settled, or a refund on its way back to the card. */
  async refusals(person: Person) {
    const [row] = await this.db
      .select({
        inFlight: sql<boolean>`bool_or(${payment.status} in ('pending', 'challenge') or exists (
          select 1 from refund where refund.payment_id = ${payment.id} and refund.status = 'pending'))`,
      })
      .from(payment)
      .where(paymentsOf(person));
    return row?.inFlight ? (['MONEY_IN_FLIGHT'] satisfies ErasureRefusal[]) : [];
  }

  /** Amounts and dates stay for HMRC; a refund's reason, staff's free text, loses the person's name. */
  async erase(tx: Database, person: Person) {
    await tx
      .update(refund)
      .set({ reason: scrubbed(refund.reason, personPattern(person)) })
      .where(
        inArray(refund.paymentId, tx.select({ id: payment.id }).from(payment).where(paymentsOf(person))),
      );
  }
}
