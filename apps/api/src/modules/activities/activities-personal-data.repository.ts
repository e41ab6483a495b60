import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  DELETED_GUEST,
  type ErasureRefusal,
  type Person,
  type PersonalDataHolder,
} from '../../db/personal-data';
import { activity, activityBooking, activitySession, ticket } from '../../db/schema';

/** The activities' part of the privacy centre: activity bookings and the names on their tickets. */
export class ActivitiesPersonalData implements PersonalDataHolder {
  constructor(private readonly db: Database) {}

  async recordsOf(person: Person) {
    const rows = await this.db
      .select({ no: activityBooking.activityBookingNo })
      .from(activityBooking)
      .where(eq(activityBooking.userId, person.userId));
    return rows.map((row) => ({ type: 'activity_booking', id: row.no }));
  }

  async collect(person: Person) {
    const rows = await this.db
      .select({
        id: activityBooking.id,
        no: activityBooking.activityBookingNo,
        activity: activity.name,
        date: activitySession.date,
        startTime: activitySession.startTime,
        totalPence: activityBooking.totalPence,
        paidPence: activityBooking.paidPence,
        confirmed: activityBooking.confirmed,
        cancelledAt: activityBooking.cancelledAt,
      })
      .from(activityBooking)
      .innerJoin(activitySession, eq(activitySession.id, activityBooking.sessionId))
      .innerJoin(activity, eq(activity.id, activitySession.activityId))
      .where(eq(activityBooking.userId, person.userId))
      .orderBy(activityBooking.id);
    const tickets = rows.length
      ? await this.db
          .select()
          .from(ticket)
          .where(
            inArray(
              ticket.activityBookingId,
              rows.map((row) => row.id),
            ),
          )
      : [];
    return {
      activity_bookings: rows.map((row) => ({
        activity_booking_no: row.no,
        activity: row.activity,
        date: row.date,
        start_time: row.startTime,
        total_pence: row.totalPence,
        paid_pence: row.paidPence,
        confirmed: row.confirmed,
        cancelled_at: row.cancelledAt?.toISOString() ?? null,
        tickets: tickets
          .filter((one) => one.activityBookingId === row.id)
          .map((one) => ({
            ticket_no: one.ticketNo,
            name: one.name,
            price_pence: one.pricePence,
            used_at: one.usedAt?.toISOString() ?? null,
          })),
      })),
    };
  }

  async refusals(person: Person) {
    const [row] = await this.db
      .select({ inFlight: sql<boolean>`bool_or(${activityBooking.pendingPence} > 0)` })
      .from(activityBooking)
      .where(eq(activityBooking.userId, person.userId));
    return row?.inFlight ? (['MONEY_IN_FLIGHT'] satisfies ErasureRefusal[]) : [];
  }

  /** The names on the tickets go; the tickets, their prices and admissions stay. */
  async erase(tx: Database, person: Person) {
    await tx
      .update(ticket)
      .set({ name: DELETED_GUEST })
      .where(
        inArray(
          ticket.activityBookingId,
          tx
            .select({ id: activityBooking.id })
            .from(activityBooking)
            .where(eq(activityBooking.userId, person.userId)),
        ),
      );
  }
}
