import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  time,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { belongsTo, id, instant } from '../columns';
import { booking } from './booking';
import { park } from './catalogue';
import { ownerVisit } from './owner';
import { userAccount } from './user-account';

/** Something to do on a park: archery, swimming lessons, a family show. */
export const activity = pgTable('activity', {
  id: id(),
  activityCode: varchar('activity_code', { length: 30 }).notNull().unique(),
  parkId: belongsTo('park_id', () => park.id),
  name: varchar('name', { length: 150 }).notNull(),
  /** HTML written by the operator; the client sanitises it before showing it. */
  description: text('description').notNull().default(''),
  imageUrl: text('image_url').notNull().default(''),
  ownerOnly: boolean('owner_only').notNull().default(false),
  minimumHoursBeforeBooking: integer('minimum_hours_before_booking'),
  maximumHoursBeforeBooking: integer('maximum_hours_before_booking'),
  position: smallint('position').notNull().default(0),
});

/** A kind of ticket for an activity (adult, child, family) and its price in pence (0 = free). */
export const ticketType = pgTable(
  'ticket_type',
  {
    id: id(),
    activityId: belongsTo('activity_id', () => activity.id, 'cascade'),
    code: varchar('code', { length: 20 }).notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    type: varchar('type', { length: 20 }).notNull(),
    pricePence: integer('price_pence').notNull(),
  },
  (table) => [unique('ticket_type_activity_code_key').on(table.activityId, table.code)],
);

/**
 * One running of an activity. `tickets_sold` can never pass `capacity`: the CHECK constraint
 * refuses it, and tickets are taken with one conditional UPDATE, so concurrent bookings cannot
 * oversell a session.
 */
export const activitySession = pgTable(
  'activity_session',
  {
    id: id(),
    sessionNo: varchar('session_no', { length: 20 }).notNull().unique(),
    activityId: belongsTo('activity_id', () => activity.id, 'cascade'),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    /** May be earlier than start_time: the session runs past midnight. */
    endTime: time('end_time').notNull(),
    capacity: integer('capacity').notNull(),
    ticketsSold: integer('tickets_sold').notNull().default(0),
    /** When staff cancelled the session: it is offered to no one, and its ticket holders are refunded. */
    cancelledAt: instant('cancelled_at'),
  },
  (table) => [
    index('activity_session_activity_date_idx').on(table.activityId, table.date),
    check(
      'activity_session_tickets_check',
      sql`${table.ticketsSold} >= 0 AND ${table.ticketsSold} <= ${table.capacity}`,
    ),
  ],
);

/** Tickets for one session, bought against a stay (booking) or an owner's visit. */
export const activityBooking = pgTable(
  'activity_booking',
  {
    id: id(),
    activityBookingNo: varchar('activity_booking_no', { length: 20 }).notNull().unique(),
    sessionId: belongsTo('session_id', () => activitySession.id),
    bookingId: integer('booking_id').references(() => booking.id),
    visitId: integer('visit_id').references(() => ownerVisit.id),
    userId: belongsTo('user_id', () => userAccount.id),
    totalPence: integer('total_pence').notNull(),
    paidPence: integer('paid_pence').notNull().default(0),
    /** Card payments in flight, set aside before the provider is called (see booking.pending_pence). */
    pendingPence: integer('pending_pence').notNull().default(0),
    /**
     * An unpaid booking of a paid session keeps its tickets until then; after it they go back to
     * the session. Null once paid, and for free sessions.
     */
    holdExpiresAt: instant('hold_expires_at'),
    /** Set when the booking was let go (its hold lapsed, or its stay or visit ended without it). */
    cancelledAt: instant('cancelled_at'),
    /** Free sessions are confirmed at once; paid ones when paid. */
    confirmed: boolean('confirmed').notNull().default(false),
    /** When the tickets were last e-mailed; null until the booking is paid or confirmed. */
    ticketsSentAt: instant('tickets_sent_at'),
  },
  (table) => [
    // A session's bookings: let go, counted and read per session (the release, the party's tickets).
    index('activity_booking_session_idx').on(table.sessionId),
    index('activity_booking_booking_idx').on(table.bookingId),
    index('activity_booking_visit_idx').on(table.visitId),
    check(
      'activity_booking_paid_check',
      sql`${table.paidPence} >= 0 AND ${table.pendingPence} >= 0 AND ${table.paidPence} + ${table.pendingPence} <= ${table.totalPence}`,
    ),
    check('activity_booking_for_check', sql`num_nonnulls(${table.bookingId}, ${table.visitId}) = 1`),
  ],
);

/** One admission: its number makes the QR code `{activity_booking_no}-{ticket_no}`. */
export const ticket = pgTable(
  'ticket',
  {
    id: id(),
    activityBookingId: belongsTo('activity_booking_id', () => activityBooking.id, 'cascade'),
    ticketNo: smallint('ticket_no').notNull(),
    ticketTypeId: belongsTo('ticket_type_id', () => ticketType.id),
    name: varchar('name', { length: 60 }).notNull(),
    pricePence: integer('price_pence').notNull(),
    /** When the ticket was scanned at the session's door, and by whom; a ticket admits once. */
    usedAt: instant('used_at'),
    usedBy: integer('used_by').references(() => userAccount.id),
  },
  (table) => [unique('ticket_booking_no_key').on(table.activityBookingId, table.ticketNo)],
);
