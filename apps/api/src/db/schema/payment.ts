import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, varchar } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, instant } from '../columns';
import { activityBooking } from './activity';
import { booking } from './booking';
import { ledgerEntry } from './owner';
import { userAccount } from './user-account';

export const PAYMENT_STATUSES = [
  'pending',
  'challenge',
  'authorised',
  'declined',
  'rejected',
  'failed',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * One card payment attempt. The Idempotency-Key sent with it is unique among the keys of the user
 * who sent it (`key_user_id`), so a retried request finds this row instead of charging again,
 * and another user's key says nothing of this one (decision 047); the provider's vendorTxCode is
 * derived from both.
 */
export const payment = pgTable(
  'payment',
  {
    id: id(),
    idempotencyKey: varchar('idempotency_key', { length: 100 }).notNull(),
    /**
     * Whose key it is: the guest paying, or the member of staff taking a payment by telephone.
     * Null only for payments recorded without a request (the demo data's).
     */
    keyUserId: integer('key_user_id').references(() => userAccount.id),
    vendorTxCode: varchar('vendor_tx_code', { length: 40 }).notNull().unique(),
    /** What is paid for: a stay, an activity booking or an owner's ledger entry; exactly one. */
    bookingId: integer('booking_id').references(() => booking.id),
    activityBookingId: integer('activity_booking_id').references(() => activityBooking.id),
    ledgerEntryId: integer('ledger_entry_id').references(() => ledgerEntry.id),
    userId: integer('user_id').references(() => userAccount.id),
    type: varchar('type', { length: 12 }).notNull(),
    /**
     * What the first request asked for (target, type, free amount), hashed: a key sent again for
     * anything else is refused instead of replaying this payment's answer.
     */
    requestFingerprint: varchar('request_fingerprint', { length: 64 }).notNull().default(''),
    amountPence: integer('amount_pence').notNull(),
    status: varchar('status', { length: 12, enum: PAYMENT_STATUSES }).notNull(),
    providerTransactionId: varchar('provider_transaction_id', { length: 100 }),
    statusCode: varchar('status_code', { length: 10 }).notNull().default(''),
    statusDetail: text('status_detail').notNull().default(''),
    /** The answer given to the first request, replayed to retries with the same key. */
    answer: text('answer'),
    /** The member of staff who took this payment on the guest's behalf (by telephone); null online. */
    takenBy: integer('taken_by').references(() => userAccount.id),
    /**
     * Refunds sent to the provider or done, in pence: set aside before the provider is called, so
     * two refunds at once can never give back more than was paid (payment_refund_check).
     */
    refundedPence: integer('refunded_pence').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    unique('payment_key_user_idempotency_key_unique').on(table.keyUserId, table.idempotencyKey),
    index('payment_created_at_idx').on(table.createdAt),
    check(
      'payment_refund_check',
      sql`${table.refundedPence} >= 0 AND ${table.refundedPence} <= ${table.amountPence}`,
    ),
    index('payment_booking_id_idx').on(table.bookingId),
    index('payment_activity_booking_id_idx').on(table.activityBookingId),
    index('payment_ledger_entry_id_idx').on(table.ledgerEntryId),
    // Reconciliation looks for payments whose outcome is still open.
    index('payment_open_idx').on(table.updatedAt).where(sql`${table.status} in ('pending', 'challenge')`),
    check(
      'payment_one_target_check',
      sql`num_nonnulls(${table.bookingId}, ${table.activityBookingId}, ${table.ledgerEntryId}) = 1`,
    ),
  ],
);

export const REFUND_STATUSES = ['pending', 'refunded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * Money given back on one payment by staff. Written 'pending' (and the amount set aside on the
 * payment) before the provider is called, with the vendorTxCode the provider will know it by, so
 * a crash mid-call is settled by asking the provider, never by refunding twice. Its key is unique
 * among the keys of the member of staff who gave the refund.
 */
export const refund = pgTable(
  'refund',
  {
    id: id(),
    paymentId: belongsTo('payment_id', () => payment.id),
    idempotencyKey: varchar('idempotency_key', { length: 100 }).notNull(),
    vendorTxCode: varchar('vendor_tx_code', { length: 40 }).notNull().unique(),
    amountPence: integer('amount_pence').notNull(),
    status: varchar('status', { length: 12, enum: REFUND_STATUSES }).notNull(),
    providerTransactionId: varchar('provider_transaction_id', { length: 100 }),
    statusDetail: text('status_detail').notNull().default(''),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    staffUserId: belongsTo('staff_user_id', () => userAccount.id),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    unique('refund_staff_user_idempotency_key_unique').on(table.staffUserId, table.idempotencyKey),
    index('refund_payment_id_idx').on(table.paymentId),
    index('refund_created_at_idx').on(table.createdAt),
    check('refund_amount_check', sql`${table.amountPence} > 0`),
    check('refund_status_check', sql`${table.status} IN ('pending', 'refunded', 'failed')`),
  ],
);

export type RefundRow = typeof refund.$inferSelect;
