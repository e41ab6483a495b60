import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, instant, postalAddress } from '../columns';
import { bookingTerms } from './booking-terms';
import { grade, unit } from './catalogue';
import { userAccount } from './user-account';

export const BOOKING_STATUSES = ['held', 'confirmed', 'cancelled', 'expired'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * A row of the booking table is a guest's stay, or a unit taken out of order by staff for a range
 * of nights (a block). A live block is 'confirmed', so the exclusion constraint, the availability
 * engine and every search treat it as the unit being taken: nobody can book it, and it cannot be
 * put on a night someone already has.
 */
export const BOOKING_KINDS = ['stay', 'block'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

/**
 * A stay: one unit for the nights [arrival_date, arrival_date + no_of_nights). A held booking
 * (created, not yet paid) keeps its unit until hold_expires_at. Migration 0003 adds the generated
 * `stay` daterange and the exclusion constraint that makes two live bookings of one unit on one
 * night impossible, whatever the code does.
 */
export const booking = pgTable(
  'booking',
  {
    id: id(),
    bookingNo: varchar('booking_no', { length: 20 }).notNull().unique(),
    gradeId: belongsTo('grade_id', () => grade.id),
    unitId: belongsTo('unit_id', () => unit.id),
    userId: integer('user_id').references(() => userAccount.id),
    arrivalDate: date('arrival_date', { mode: 'string' }).notNull(),
    noOfNights: smallint('no_of_nights').notNull(),
    status: varchar('status', { length: 12, enum: BOOKING_STATUSES }).notNull(),
    holdExpiresAt: instant('hold_expires_at'),
    noOfAdults: smallint('no_of_adults').notNull().default(2),
    noOfChildren: smallint('no_of_children').notNull().default(0),
    hasPets: boolean('has_pets').notNull().default(false),
    firstName: varchar('first_name', { length: 50 }).notNull().default(''),
    surname: varchar('surname', { length: 50 }).notNull().default(''),
    email: varchar('email', { length: 254 }).notNull().default(''),
    phoneNo: varchar('phone_no', { length: 20 }).notNull().default(''),
    ...postalAddress(),
    countryCode: varchar('country_code', { length: 2 }).notNull().default('GB'),
    /** The price list's price for the stay, in pence, fixed when the booking is made. */
    standardPricePence: integer('standard_price_pence').notNull().default(0),
    /** Taken off the stay by a promotional code. */
    discountPence: integer('discount_pence').notNull().default(0),
    extrasPence: integer('extras_pence').notNull().default(0),
    /** What must be paid to confirm the booking when paying a deposit; 0 means full payment only. */
    depositPence: integer('deposit_pence').notNull().default(0),
    /** Authorised payments less refunds. */
    paidPence: integer('paid_pence').notNull().default(0),
    /**
     * Payments sent to the card provider and not yet settled. Set aside before the provider is
     * called, so paid plus in-flight can never pass the total (booking_money_check).
     */
    pendingPence: integer('pending_pence').notNull().default(0),
    promotionalCode: varchar('promotional_code', { length: 30 }).notNull().default(''),
    confirmedAt: instant('confirmed_at'),
    /** The address the booking was made from, for the limit on live unpaid holds per address. */
    createdIp: varchar('created_ip', { length: 45 }).notNull().default(''),
    createdAt: createdAt(),
    kind: varchar('kind', { length: 8, enum: BOOKING_KINDS }).notNull().default('stay'),
    /** Why a block takes its unit out of order ('Boiler replaced'); empty for stays. */
    blockReason: varchar('block_reason', { length: 200 }).notNull().default(''),
    /** When reception checked the party in, and who did. */
    checkedInAt: instant('checked_in_at'),
    checkedInBy: integer('checked_in_by').references(() => userAccount.id),
    /** The version of the terms the guest agreed to when paying (null for stays booked before terms). */
    termsId: integer('terms_id').references(() => bookingTerms.id),
    termsAgreedAt: instant('terms_agreed_at'),
  },
  (table) => [
    index('booking_user_id_idx').on(table.userId),
    index('booking_grade_arrival_idx').on(table.gradeId, table.arrivalDate),
    index('booking_held_idx').on(table.holdExpiresAt).where(sql`${table.status} = 'held'`),
    index('booking_arrival_idx').on(table.arrivalDate),
    check('booking_kind_check', sql`${table.kind} IN ('stay', 'block')`),
    check(
      'booking_money_check',
      sql`${table.paidPence} >= 0 AND ${table.pendingPence} >= 0 AND ${table.paidPence} + ${table.pendingPence} <= ${table.standardPricePence} - ${table.discountPence} + ${table.extrasPence}`,
    ),
  ],
);

/** An optional extra the park sells with a stay (cot, high chair, linen, a dog). */
export const extra = pgTable(
  'extra',
  {
    code: varchar('code', { length: 20 }).primaryKey(),
    description: varchar('description', { length: 150 }).notNull(),
    unitPricePence: integer('unit_price_pence').notNull(),
    /** Words shown with the extra, e.g. a deposit payable on arrival. */
    note: text('note').notNull().default(''),
    position: smallint('position').notNull().default(0),
    /**
     * How many the park has to lend on any one night (null: no limit). Stays that hold or have
     * booked it count against it; adding the extra locks this row, so racing bookings cannot take
     * more than there are.
     */
    stock: integer('stock'),
  },
  (table) => [check('extra_stock_check', sql`${table.stock} IS NULL OR ${table.stock} >= 0`)],
);

/** Which extras each grade offers. */
export const gradeExtra = pgTable(
  'grade_extra',
  {
    gradeId: belongsTo('grade_id', () => grade.id, 'cascade'),
    extraCode: varchar('extra_code', { length: 20 })
      .notNull()
      .references(() => extra.code),
  },
  (table) => [primaryKey({ columns: [table.gradeId, table.extraCode] })],
);

export const bookingExtra = pgTable(
  'booking_extra',
  {
    bookingId: belongsTo('booking_id', () => booking.id, 'cascade'),
    extraCode: varchar('extra_code', { length: 20 })
      .notNull()
      .references(() => extra.code),
    quantity: smallint('quantity').notNull(),
    unitPricePence: integer('unit_price_pence').notNull(),
  },
  (table) => [primaryKey({ columns: [table.bookingId, table.extraCode] })],
);

export const promotionalCode = pgTable(
  'promotional_code',
  {
    code: varchar('code', { length: 30 }).primaryKey(),
    description: varchar('description', { length: 150 }).notNull(),
    /** Percentage off the stay (not the extras); 0 when the code takes a fixed amount off. */
    percentOff: smallint('percent_off').notNull().default(0),
    /** Pence off the stay (never more than the stay costs); 0 when the code takes a percentage. */
    amountOffPence: integer('amount_off_pence').notNull().default(0),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    /** The shortest stay the code applies to. */
    minimumNights: smallint('minimum_nights').notNull().default(1),
    /** The parks whose stays it applies to; empty: every park. */
    parkCodes: varchar('park_codes', { length: 10 }).array().notNull().default(sql`'{}'`),
    /** How many bookings may carry it (null: no limit). */
    usageLimit: integer('usage_limit'),
    /** How many bookings carry it now: taken with one conditional UPDATE, so races cannot pass the limit. */
    timesUsed: integer('times_used').notNull().default(0),
  },
  (table) => [
    check(
      'promotional_code_discount_check',
      sql`(${table.percentOff} BETWEEN 1 AND 100 AND ${table.amountOffPence} = 0) OR (${table.percentOff} = 0 AND ${table.amountOffPence} > 0)`,
    ),
    check(
      'promotional_code_usage_check',
      sql`${table.timesUsed} >= 0 AND (${table.usageLimit} IS NULL OR ${table.timesUsed} <= ${table.usageLimit})`,
    ),
    check('promotional_code_dates_check', sql`${table.validTo} >= ${table.validFrom}`),
  ],
);

/** A note staff add to a booking ('Late arrival, keys in the safe'); never changed or removed. */
export const bookingNote = pgTable(
  'booking_note',
  {
    id: id(),
    bookingId: belongsTo('booking_id', () => booking.id, 'cascade'),
    staffUserId: belongsTo('staff_user_id', () => userAccount.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('booking_note_booking_idx').on(table.bookingId, table.createdAt)],
);

/**
 * A link e-mailed to a booking's address by "Missing booking?": opened and confirmed, it adds the
 * booking to the account that asked (`user_id`). Single use, expiring, kept only as a hash; it
 * works only while the booking's address is still the one it was sent to (`email`).
 */
export const missingBookingLink = pgTable(
  'missing_booking_link',
  {
    id: id(),
    bookingId: belongsTo('booking_id', () => booking.id, 'cascade'),
    userId: belongsTo('user_id', () => userAccount.id, 'cascade'),
    email: varchar('email', { length: 254 }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (table) => [index('missing_booking_link_booking_user_idx').on(table.bookingId, table.userId)],
);
