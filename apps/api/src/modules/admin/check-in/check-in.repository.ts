import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import {
  activity,
  activityBooking,
  activitySession,
  booking,
  ownerVisit,
  park,
  ticket,
  ticketType,
  userAccount,
} from '../../../db/schema';
import { ticketsSoldAt } from '../../activities/activities.repository';

/** A ticket admits only while its activity booking is confirmed (paid, or free) and not let go. */
const LIVE = sql`${activityBooking.confirmed} and ${activityBooking.cancelledAt} is null`;

/** The member of staff who scanned a ticket. */
const scanner = alias(userAccount, 'scanner');

/** A session's columns at the door, its tickets sold as at `now` (ticketsSoldAt). */
const sessionColumns = (now: Date) => ({
  id: activitySession.id,
  sessionNo: activitySession.sessionNo,
  activityCode: activity.activityCode,
  activityName: activity.name,
  parkCode: park.parkCode,
  parkTitle: park.title,
  date: activitySession.date,
  startTime: sql<string>`to_char(${activitySession.startTime}, 'HH24:MI')`,
  endTime: sql<string>`to_char(${activitySession.endTime}, 'HH24:MI')`,
  capacity: activitySession.capacity,
  ticketsSold: ticketsSoldAt(now),
  cancelledAt: activitySession.cancelledAt,
  ticketsValid: sql<number>`(select count(*)::int from ${ticket} join ${activityBooking} on ${activityBooking.id} = ${ticket.activityBookingId} where ${activityBooking.sessionId} = ${activitySession.id} and ${LIVE})`,
  ticketsUsed: sql<number>`(select count(*)::int from ${ticket} join ${activityBooking} on ${activityBooking.id} = ${ticket.activityBookingId} where ${activityBooking.sessionId} = ${activitySession.id} and ${ticket.usedAt} is not null)`,
});

export type DoorSession = Awaited<ReturnType<CheckInRepository['sessionsOn']>>[number];
export type DoorTicket = Awaited<ReturnType<CheckInRepository['tickets']>>[number];

/**
 * The door of an activity: its sessions with tickets sold and used, each session's tickets, and
 * marking a ticket used. Reads the stay, the visit, the park and the names of the guest and of
 * the member of staff with the tickets (READS_ACROSS_DOMAINS); writes only the ticket.
 */
export class CheckInRepository {
  constructor(private readonly db: Database) {}

  /** The sessions on one day, at one park or (parkCode '') all, by park then start time. */
  sessionsOn(date: string, parkCode: string, now: Date) {
    return this.sessions(
      now,
      and(eq(activitySession.date, date), parkCode ? eq(park.parkCode, parkCode) : undefined),
    );
  }

  /** One session by its id, or undefined. */
  async session(sessionId: number, now: Date) {
    const [row] = await this.sessions(now, eq(activitySession.id, sessionId));
    return row;
  }

  private sessions(now: Date, where: SQL | undefined) {
    return this.db
      .select(sessionColumns(now))
      .from(activitySession)
      .innerJoin(activity, eq(activity.id, activitySession.activityId))
      .innerJoin(park, eq(park.id, activity.parkId))
      .where(where)
      .orderBy(asc(park.title), asc(activitySession.startTime), asc(activity.name), asc(activitySession.id));
  }

  /**
   * Tickets with their booking's state, what they were booked for, the guest's name and who
   * used them: a session's live ones (`sessionId`), or the one a code names, whatever its state.
   */
  tickets(
    which: { sessionId: number } | { ticketId: number } | { activityBookingNo: string; ticketNo: number },
    db: Database = this.db,
  ) {
    return db
      .select({
        ticketId: ticket.id,
        sessionId: activityBooking.sessionId,
        activityBookingNo: activityBooking.activityBookingNo,
        ticketNo: ticket.ticketNo,
        ticketName: ticket.name,
        typeCode: ticketType.code,
        typeKind: ticketType.type,
        confirmed: activityBooking.confirmed,
        cancelledAt: activityBooking.cancelledAt,
        stayNo: booking.bookingNo,
        stayStatus: booking.status,
        visitId: ownerVisit.id,
        visitStart: ownerVisit.startDate,
        visitEnd: ownerVisit.endDate,
        guestFirstName: userAccount.firstName,
        guestLastName: userAccount.lastName,
        customerNo: userAccount.customerNo,
        usedAt: ticket.usedAt,
        usedById: ticket.usedBy,
        usedByFirstName: scanner.firstName,
        usedByLastName: scanner.lastName,
        usedByRole: scanner.staffRole,
      })
      .from(ticket)
      .innerJoin(activityBooking, eq(activityBooking.id, ticket.activityBookingId))
      .innerJoin(ticketType, eq(ticketType.id, ticket.ticketTypeId))
      .innerJoin(userAccount, eq(userAccount.id, activityBooking.userId))
      .leftJoin(booking, eq(booking.id, activityBooking.bookingId))
      .leftJoin(ownerVisit, eq(ownerVisit.id, activityBooking.visitId))
      .leftJoin(scanner, eq(scanner.id, ticket.usedBy))
      .where(
        'sessionId' in which
          ? and(eq(activityBooking.sessionId, which.sessionId), LIVE)
          : 'ticketId' in which
            ? eq(ticket.id, which.ticketId)
            : and(
                eq(activityBooking.activityBookingNo, which.activityBookingNo),
                eq(ticket.ticketNo, which.ticketNo),
              ),
      )
      .orderBy(
        asc(userAccount.lastName),
        asc(userAccount.firstName),
        asc(activityBooking.activityBookingNo),
        asc(ticket.ticketNo),
      );
  }

  /**
   * Marks a ticket used by `staffUserId` at `now`, only if nobody has: one conditional UPDATE, so
   * of two scans at once exactly one admits (the second waits for the first's row lock, then finds
   * it used). `audit` runs in the same transaction, so the use and its audit entry commit together.
   * Answers the ticket as it is afterwards and whether this call marked it.
   */
  async markUsed(
    ticketId: number,
    staffUserId: number,
    now: Date,
    audit: (tx: Database, ticketAfter: DoorTicket) => Promise<void>,
  ) {
    return this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const marked = await tx
        .update(ticket)
        .set({ usedAt: now, usedBy: staffUserId })
        .where(
          and(
            eq(ticket.id, ticketId),
            isNull(ticket.usedAt),
            // Not once its session is cancelled (the cancellation may commit as this is scanned).
            sql`not exists (select 1 from ${activityBooking} b join ${activitySession} s on s.id = b.session_id
              where b.id = "ticket"."activity_booking_id" and s.cancelled_at is not null)`,
          ),
        )
        .returning({ id: ticket.id });
      const [after] = await this.tickets({ ticketId }, tx);
      if (marked.length === 1 && after) await audit(tx, after);
      return { admitted: marked.length === 1, ticket: after };
    });
  }
}
