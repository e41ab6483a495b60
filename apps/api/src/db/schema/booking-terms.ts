import { integer, pgTable, smallint, text, unique, varchar } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id } from '../columns';
import { holidayType } from './catalogue';
import { userAccount } from './user-account';

export const REFUND_CHOICES = ['everything', 'all-but-deposit', 'nothing'] as const;

/**
 * A version of a holiday type's cancellation and change terms (decision 056). Rows are never
 * changed: an admin's edit adds the next version, so a booking that points at the version its guest
 * agreed to keeps those terms whatever is written later. The latest version is the one on sale.
 */
export const bookingTerms = pgTable(
  'booking_terms',
  {
    id: id(),
    holidayTypeId: belongsTo('holiday_type_id', () => holidayType.id),
    version: integer('version').notNull(),
    /** How many days before arrival the notice period starts. */
    cancelNoticeDays: smallint('cancel_notice_days').notNull(),
    refundBefore: varchar('refund_before', { length: 16, enum: REFUND_CHOICES }).notNull(),
    refundWithin: varchar('refund_within', { length: 16, enum: REFUND_CHOICES }).notNull(),
    changeTerms: text('change_terms').notNull().default(''),
    /** The admin who wrote the version; null for the demo data's and the standard terms. */
    createdBy: integer('created_by').references(() => userAccount.id),
    createdAt: createdAt(),
  },
  (table) => [unique('booking_terms_version_key').on(table.holidayTypeId, table.version)],
);
export type BookingTermsRow = typeof bookingTerms.$inferSelect;

/** A version's columns from the terms as the contract says them (cancel_notice_days, refund_before…). */
export function termsColumns(values: {
  cancel_notice_days: number;
  refund_before: (typeof REFUND_CHOICES)[number];
  refund_within: (typeof REFUND_CHOICES)[number];
  change_terms: string;
}) {
  return {
    cancelNoticeDays: values.cancel_notice_days,
    refundBefore: values.refund_before,
    refundWithin: values.refund_within,
    changeTerms: values.change_terms,
  };
}
