import { date, index, integer, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { grade, unit } from './catalogue';
import { userAccount } from './user-account';

export const BOOKING_STATUSES = ['held', 'confirmed', 'cancelled', 'expired'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * A stay: one unit for the nights [arrival_date, arrival_date + no_of_nights). A held booking
 * (created, not yet paid) keeps its unit until hold_expires_at. Migration 0003 adds the generated
 * `stay` daterange and the exclusion constraint that makes two live bookings of one unit on one
 * night impossible, whatever the code does.
 */
export const booking = pgTable(
  'booking',
  {
    id: serial('id').primaryKey(),
    bookingNo: varchar('booking_no', { length: 20 }).notNull().unique(),
    gradeId: integer('grade_id')
      .notNull()
      .references(() => grade.id),
    unitId: integer('unit_id')
      .notNull()
      .references(() => unit.id),
    userId: integer('user_id').references(() => userAccount.id),
    arrivalDate: date('arrival_date', { mode: 'string' }).notNull(),
    noOfNights: smallint('no_of_nights').notNull(),
    status: varchar('status', { length: 12, enum: BOOKING_STATUSES }).notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('booking_user_id_idx').on(table.userId),
    index('booking_grade_arrival_idx').on(table.gradeId, table.arrivalDate),
  ],
);
