import { boolean, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { instant } from '../columns';

export const SANDBOX_TRANSACTION_TYPES = ['Payment', 'Refund'] as const;
export const SANDBOX_TRANSACTION_STATUSES = ['Ok', 'NotAuthed', 'Rejected', '3DAuth'] as const;

/**
 * A payment or refund taken by the card sandbox. A vendor's vendorTxCode is unique (the index
 * refuses a second use, as Opayo does); a challenged payment keeps its ACS transaction id and the
 * notification URL the ACS page posts back to.
 */
export const sandboxTransaction = pgTable(
  'sandbox_transaction',
  {
    transactionId: varchar('transaction_id', { length: 36 }).primaryKey(),
    vendorName: varchar('vendor_name', { length: 40 }).notNull(),
    vendorTxCode: varchar('vendor_tx_code', { length: 40 }).notNull(),
    transactionType: varchar('transaction_type', { length: 10, enum: SANDBOX_TRANSACTION_TYPES }).notNull(),
    referenceTransactionId: varchar('reference_transaction_id', { length: 36 }),
    amount: integer('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    description: varchar('description', { length: 100 }).notNull(),
    status: varchar('status', { length: 10, enum: SANDBOX_TRANSACTION_STATUSES }).notNull(),
    statusCode: varchar('status_code', { length: 4 }).notNull(),
    statusDetail: text('status_detail').notNull(),
    cardType: varchar('card_type', { length: 20 }).notNull(),
    lastFourDigits: varchar('last_four_digits', { length: 4 }).notNull(),
    expiryDate: varchar('expiry_date', { length: 4 }).notNull(),
    /** The card's scripted answer once its challenge is passed. */
    decline: boolean('decline').notNull().default(false),
    retrievalReference: integer('retrieval_reference').notNull(),
    bankAuthorisationCode: varchar('bank_authorisation_code', { length: 6 }),
    threeDSecureStatus: varchar('three_d_secure_status', { length: 20 }),
    acsTransId: varchar('acs_trans_id', { length: 36 }).unique(),
    notificationUrl: text('notification_url'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('sandbox_transaction_vendor_tx_code_idx').on(table.vendorName, table.vendorTxCode),
    index('sandbox_transaction_reference_idx').on(table.referenceTransactionId),
  ],
);

export type SandboxTransactionRow = typeof sandboxTransaction.$inferSelect;
export type NewSandboxTransactionRow = typeof sandboxTransaction.$inferInsert;
