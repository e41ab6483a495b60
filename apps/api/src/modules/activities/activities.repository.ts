import { and, asc, between, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activity, activitySession, ticketType } from '../../db/schema';

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
}
