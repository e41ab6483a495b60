import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  type NewSandboxTransactionRow,
  type SandboxTransactionRow,
  sandboxCardIdentifier,
  sandboxSessionKey,
  sandboxTransaction,
} from '../db/schema';

/** All SQL of the card sandbox. Single use is decided by conditional updates, never by a prior read. */
export class CardSandboxRepository {
  constructor(private readonly db: Database) {}

  async insertSessionKey(values: typeof sandboxSessionKey.$inferInsert) {
    await this.db.insert(sandboxSessionKey).values(values);
  }

  /** Marks a live, unused key as used; undefined when it is unknown, expired or already used. */
  async useSessionKey(merchantSessionKey: string, now: Date) {
    const [row] = await this.db
      .update(sandboxSessionKey)
      .set({ usedAt: now })
      .where(
        and(
          eq(sandboxSessionKey.merchantSessionKey, merchantSessionKey),
          isNull(sandboxSessionKey.usedAt),
          gt(sandboxSessionKey.expiresAt, now),
        ),
      )
      .returning();
    return row;
  }

  async insertCardIdentifier(values: typeof sandboxCardIdentifier.$inferInsert) {
    await this.db.insert(sandboxCardIdentifier).values(values);
  }

  /**
   * Takes a payment in one database transaction: uses the card identifier (live, unused, made with
   * this key) and inserts the transaction. A reused vendorTxCode rolls the whole thing back, so the
   * identifier stays usable. Answers 'card' or 'duplicate' when it cannot.
   */
  async insertPayment(
    card: { merchantSessionKey: string; cardIdentifier: string },
    build: (identifier: typeof sandboxCardIdentifier.$inferSelect) => NewSandboxTransactionRow,
    now: Date,
  ): Promise<SandboxTransactionRow | 'card' | 'duplicate'> {
    return this.db
      .transaction(async (tx) => {
        const [identifier] = await tx
          .update(sandboxCardIdentifier)
          .set({ usedAt: now })
          .where(
            and(
              eq(sandboxCardIdentifier.cardIdentifier, card.cardIdentifier),
              eq(sandboxCardIdentifier.merchantSessionKey, card.merchantSessionKey),
              isNull(sandboxCardIdentifier.usedAt),
              gt(sandboxCardIdentifier.expiresAt, now),
            ),
          )
          .returning();
        if (!identifier) return 'card' as const;
        const [row] = await tx
          .insert(sandboxTransaction)
          .values(build(identifier))
          .onConflictDoNothing()
          .returning();
        if (!row) throw new DuplicateVendorTxCode();
        return row;
      })
      .catch((error: unknown) => {
        if (error instanceof DuplicateVendorTxCode) return 'duplicate' as const;
        throw error;
      });
  }

  /**
   * Inserts a refund of a payment of this vendor, holding the payment's row so two refunds at once
   * cannot take more than was paid. Answers why it cannot: 'reference', 'amount' or 'duplicate'.
   */
  async insertRefund(
    vendorName: string,
    referenceTransactionId: string,
    amount: number,
    build: (payment: SandboxTransactionRow) => NewSandboxTransactionRow,
  ): Promise<SandboxTransactionRow | 'reference' | 'amount' | 'duplicate'> {
    return this.db.transaction(async (tx) => {
      const [payment] = await tx
        .select()
        .from(sandboxTransaction)
        .where(
          and(
            eq(sandboxTransaction.transactionId, referenceTransactionId),
            eq(sandboxTransaction.vendorName, vendorName),
            eq(sandboxTransaction.transactionType, 'Payment'),
            eq(sandboxTransaction.status, 'Ok'),
          ),
        )
        .for('update');
      if (!payment) return 'reference';
      const [refunded] = await tx
        .select({ total: sql<number>`coalesce(sum(${sandboxTransaction.amount}), 0)::int` })
        .from(sandboxTransaction)
        .where(
          and(
            eq(sandboxTransaction.referenceTransactionId, referenceTransactionId),
            eq(sandboxTransaction.transactionType, 'Refund'),
          ),
        );
      if (amount > payment.amount - Number(refunded?.total ?? 0)) return 'amount';
      const [row] = await tx
        .insert(sandboxTransaction)
        .values(build(payment))
        .onConflictDoNothing()
        .returning();
      return row ?? 'duplicate';
    });
  }

  async findByVendorTxCode(vendorName: string, vendorTxCode: string) {
    const [row] = await this.db
      .select()
      .from(sandboxTransaction)
      .where(
        and(eq(sandboxTransaction.vendorName, vendorName), eq(sandboxTransaction.vendorTxCode, vendorTxCode)),
      );
    return row;
  }

  async findTransaction(vendorName: string, transactionId: string) {
    const [row] = await this.db
      .select()
      .from(sandboxTransaction)
      .where(
        and(
          eq(sandboxTransaction.transactionId, transactionId),
          eq(sandboxTransaction.vendorName, vendorName),
        ),
      );
    return row;
  }

  async findChallengedByAcsTransId(acsTransId: string) {
    const [row] = await this.db
      .select()
      .from(sandboxTransaction)
      .where(and(eq(sandboxTransaction.acsTransId, acsTransId), eq(sandboxTransaction.status, '3DAuth')));
    return row;
  }

  /** Settles a challenged payment once; undefined when it is not waiting for its challenge. */
  async settleChallenge(
    vendorName: string,
    transactionId: string,
    values: Pick<
      SandboxTransactionRow,
      'status' | 'statusCode' | 'statusDetail' | 'bankAuthorisationCode' | 'threeDSecureStatus' | 'updatedAt'
    >,
  ) {
    const [row] = await this.db
      .update(sandboxTransaction)
      .set(values)
      .where(
        and(
          eq(sandboxTransaction.transactionId, transactionId),
          eq(sandboxTransaction.vendorName, vendorName),
          eq(sandboxTransaction.status, '3DAuth'),
        ),
      )
      .returning();
    return row;
  }
}

class DuplicateVendorTxCode extends Error {}
