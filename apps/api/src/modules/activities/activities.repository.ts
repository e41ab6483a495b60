import { and, asc, between, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  activity,
  activityBooking,
  activitySession,
  booking,
  grade,
  park,
  ticket,
  ticketType,
} from '../../db/schema';

export class ActivitiesRepository {
  constructor(private readonly db: Database) {}

  listActivities(parkId: number) {
    return this.db
      .select()
      .from(activity)
      .where(eq(activity.parkId, parkId))
      .orderBy(asc(activity.position), asc(activity.name));
  }

  /** Sessions of a park's activities in a date range, with each activity's ticket types. */
  async listSessions(parkId: number, from: string, to: string) {
    const sessions = await this.db
      .select({
        session: activitySession,
        activityCode: activity.activityCode,
        startTime: sql<string>`to_char(${activitySession.startTime}, 'HH24:MI')`,
        endTime: sql<string>`to_char(${activitySession.endTime}, 'HH24:MI')`,
      })
      .from(activitySession)
      .innerJoin(activity, eq(activity.id, activitySession.activityId))
      .where(and(eq(activity.parkId, parkId), between(activitySession.date, from, to)))
      .orderBy(asc(activitySession.date), asc(activitySession.startTime), asc(activitySession.id));
    const activityIds = [...new Set(sessions.map((s) => s.session.activityId))];
    const tickets = activityIds.length
      ? await this.db
          .select()
          .from(ticketType)
          .where(inArray(ticketType.activityId, activityIds))
          .orderBy(asc(ticketType.id))
      : [];
    return sessions.map((s) => ({
      ...s,
      tickets: tickets.filter((t) => t.activityId === s.session.activityId),
    }));
  }

  /**
   * Takes `quantity` tickets from a session, or none: one conditional UPDATE that only succeeds
   * while enough are left, under the CHECK constraint, so two bookings can never share the last
   * ticket. Answers whether the tickets were taken.
   */
  async takeTickets(sessionId: number, quantity: number): Promise<boolean> {
    const rows = await this.db
      .update(activitySession)
      .set({ ticketsSold: sql`${activitySession.ticketsSold} + ${quantity}` })
      .where(
        and(
          eq(activitySession.id, sessionId),
          gt(sql`${activitySession.capacity} - ${activitySession.ticketsSold} + 1`, quantity),
        ),
      )
      .returning({ id: activitySession.id });
    return rows.length === 1;
  }

  /** A session with its activity, park and ticket types, by session number. */
  async findSession(sessionNo: string) {
    const [row] = await this.db
      .select({
        session: activitySession,
        activity,
        parkCode: park.parkCode,
        startTime: sql<string>`to_char(${activitySession.startTime}, 'HH24:MI')`,
      })
      .from(activitySession)
      .innerJoin(activity, eq(activity.id, activitySession.activityId))
      .innerJoin(park, eq(park.id, activity.parkId))
      .where(eq(activitySession.sessionNo, sessionNo));
    if (!row) return undefined;
    const tickets = await this.db.select().from(ticketType).where(eq(ticketType.activityId, row.activity.id));
    return { ...row, tickets };
  }

  /** The user's live stay with this reference, and its park. */
  async findStay(bookingNo: string, userId: number) {
    const [row] = await this.db
      .select({ id: booking.id, status: booking.status, parkId: park.id })
      .from(booking)
      .innerJoin(grade, eq(grade.id, booking.gradeId))
      .innerJoin(park, eq(park.id, grade.parkId))
      .where(and(eq(booking.bookingNo, bookingNo), eq(booking.userId, userId)));
    return row;
  }

  /**
   * Takes the tickets and records the activity booking and one row per ticket, all in one
   * transaction: if the session has too few tickets left nothing is written and undefined is
   * answered.
   */
  async bookTickets(params: {
    sessionId: number;
    userId: number;
    bookingId: number | null;
    visitId: number | null;
    tickets: { ticketTypeId: number; name: string; pricePence: number }[];
  }) {
    return this.db.transaction(async (tx) => {
      const taken = await tx
        .update(activitySession)
        .set({ ticketsSold: sql`${activitySession.ticketsSold} + ${params.tickets.length}` })
        .where(
          and(
            eq(activitySession.id, params.sessionId),
            sql`${activitySession.capacity} - ${activitySession.ticketsSold} >= ${params.tickets.length}`,
          ),
        )
        .returning({ id: activitySession.id });
      if (taken.length === 0) return undefined;
      const total = params.tickets.reduce((sum, t) => sum + t.pricePence, 0);
      const [made] = await tx
        .insert(activityBooking)
        .values({
          activityBookingNo: sql`'AB' || lpad(nextval('activity_booking_no_seq')::text, 7, '0')`,
          sessionId: params.sessionId,
          bookingId: params.bookingId,
          visitId: params.visitId,
          userId: params.userId,
          totalPence: total,
          confirmed: total === 0,
        })
        .returning();
      await tx.insert(ticket).values(
        params.tickets.map((t, i) => ({
          activityBookingId: made!.id,
          ticketNo: i + 1,
          ticketTypeId: t.ticketTypeId,
          name: t.name,
          pricePence: t.pricePence,
        })),
      );
      return made!;
    });
  }
}
