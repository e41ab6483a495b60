import { createHash } from 'node:crypto';
import { and, asc, between, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { type Database, rowsOf, transactionWithLocks } from '../../../db/client';
import {
  activity,
  activityBooking,
  activitySession,
  park,
  ticket,
  ticketType,
  userAccount,
} from '../../../db/schema';
import { lockSessions, releaseFromSessions, ticketsSoldAt } from '../../activities/activities.repository';

export type ActivityRow = typeof activity.$inferSelect;
export type ActivityValues = Omit<typeof activity.$inferInsert, 'id'>;
export type NewSession = { date: string; startTime: string; endTime: string; capacity: number };

/** The advisory lock that numbers new sessions one request at a time (S000001, S000002…). */
const SESSION_NUMBER_LOCK = createHash('sha256')
  .update('activity_session.session_no')
  .digest()
  .readBigInt64BE(0);

/** A live activity booking: not let go (its hold lapsed, its stay ended) and not cancelled. */
const LIVE = isNull(activityBooking.cancelledAt);

const hhmm = (column: typeof activitySession.startTime | typeof activitySession.endTime) =>
  sql<string>`to_char(${column}, 'HH24:MI')`;

/** A session's columns as the back office shows it, its tickets sold as at `now` (ticketsSoldAt). */
const sessionColumns = (now: Date) => ({
  session: activitySession,
  ticketsSold: ticketsSoldAt(now),
  startTime: hhmm(activitySession.startTime),
  endTime: hhmm(activitySession.endTime),
  ticketHolders: sql<number>`(select count(distinct b.user_id)::int from ${activityBooking} b where b.session_id = "activity_session"."id" and b.cancelled_at is null)`,
  paidPence: sql<number>`(select coalesce(sum(b.paid_pence), 0)::int from ${activityBooking} b where b.session_id = "activity_session"."id" and b.cancelled_at is null)`,
});
export type AdminSessionRow = Awaited<ReturnType<ActivitiesAdminRepository['sessions']>>[number];

/** Why a session's cancellation was refused inside its transaction. */
export type CancelRefusal = 'not-found' | 'cancelled' | 'payment-in-flight' | 'paid-changed';

/**
 * The SQL of the back office's Activities screen: activities, ticket types and sessions, and
 * cancelling a session with its bookings. Reads parks and the guests' names and addresses
 * (READS_ACROSS_DOMAINS); writes only the activities domain's tables.
 */
export class ActivitiesAdminRepository {
  constructor(private readonly db: Database) {}

  /** Runs `work` in one transaction: a change and its audit entry commit together. */
  transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(tx as unknown as Database));
  }

  parks() {
    return this.db
      .select({ id: park.id, parkCode: park.parkCode, title: park.title })
      .from(park)
      .orderBy(asc(park.title));
  }

  async parkExists(parkId: number) {
    const rows = await this.db.select({ id: park.id }).from(park).where(eq(park.id, parkId));
    return rows.length === 1;
  }

  /** Activities (all, or one) with their park, ticket types and counts. */
  async activities(today: string, id?: number) {
    const rows = await this.db
      .select({
        activity,
        parkCode: park.parkCode,
        parkTitle: park.title,
        upcoming: sql<number>`(select count(*)::int from ${activitySession} s where s.activity_id = "activity"."id" and s.date >= ${today} and s.cancelled_at is null)`,
        bookings: sql<number>`(select count(*)::int from ${activityBooking} b join ${activitySession} s on s.id = b.session_id where s.activity_id = "activity"."id")`,
      })
      .from(activity)
      .innerJoin(park, eq(park.id, activity.parkId))
      .where(id === undefined ? undefined : eq(activity.id, id))
      .orderBy(asc(park.title), asc(activity.position), asc(activity.name), asc(activity.id));
    const ids = rows.map((r) => r.activity.id);
    const types = ids.length
      ? await this.db
          .select({
            type: ticketType,
            sold: sql<number>`(select count(*)::int from ${ticket} t where t.ticket_type_id = "ticket_type"."id")`,
          })
          .from(ticketType)
          .where(inArray(ticketType.activityId, ids))
          .orderBy(asc(ticketType.id))
      : [];
    return rows.map((r) => ({ ...r, types: types.filter((t) => t.type.activityId === r.activity.id) }));
  }

  async activityById(id: number, db: Database = this.db) {
    const [row] = await db.select().from(activity).where(eq(activity.id, id));
    return row;
  }

  /** Inserts an activity in `tx`; a code already used fails with unique_violation. */
  async insertActivity(tx: Database, values: ActivityValues) {
    const [row] = await tx.insert(activity).values(values).returning();
    return row!;
  }

  async updateActivity(tx: Database, id: number, values: ActivityValues) {
    const [row] = await tx.update(activity).set(values).where(eq(activity.id, id)).returning();
    return row;
  }

  /** Whether any activity booking was ever made for one of the activity's sessions. */
  async hasBookings(activityId: number, db: Database = this.db) {
    const rows = rowsOf<{ found: boolean }>(
      await db.execute(sql`select exists (
        select 1 from ${activityBooking} join ${activitySession} on ${activitySession.id} = ${activityBooking.sessionId}
        where ${activitySession.activityId} = ${activityId}) as found`),
    );
    return rows[0]?.found === true;
  }

  async ticketTypeById(activityId: number, id: number, db: Database = this.db) {
    const [row] = await db
      .select()
      .from(ticketType)
      .where(and(eq(ticketType.id, id), eq(ticketType.activityId, activityId)));
    return row;
  }

  /** A code the activity already has fails with unique_violation (ticket_type_activity_code_key). */
  async insertTicketType(tx: Database, values: Omit<typeof ticketType.$inferInsert, 'id'>) {
    const [row] = await tx.insert(ticketType).values(values).returning();
    return row!;
  }

  async updateTicketType(tx: Database, id: number, values: { name: string; pricePence: number }) {
    const [row] = await tx.update(ticketType).set(values).where(eq(ticketType.id, id)).returning();
    return row;
  }

  /**
   * Removes a ticket type no ticket was sold of: one conditional DELETE, and the foreign key from
   * ticket refuses it too, so a ticket sold meanwhile keeps it. Answers whether it went.
   */
  async deleteUnsoldTicketType(tx: Database, id: number) {
    const rows = await tx
      .delete(ticketType)
      .where(
        and(
          eq(ticketType.id, id),
          sql`not exists (select 1 from ${ticket} t where t.ticket_type_id = "ticket_type"."id")`,
        ),
      )
      .returning({ id: ticketType.id });
    return rows.length === 1;
  }

  /** An activity's sessions between two dates, cancelled ones too, with who holds tickets. */
  sessions(activityId: number, from: string, to: string, now: Date) {
    return this.sessionsWhere(
      now,
      and(eq(activitySession.activityId, activityId), between(activitySession.date, from, to)),
    );
  }

  async sessionById(id: number, now: Date, db: Database = this.db) {
    const [row] = await this.sessionsWhere(now, eq(activitySession.id, id), db);
    return row;
  }

  private sessionsWhere(now: Date, where: SQL | undefined, db: Database = this.db) {
    return db
      .select(sessionColumns(now))
      .from(activitySession)
      .where(where)
      .orderBy(asc(activitySession.date), asc(activitySession.startTime), asc(activitySession.id));
  }

  /**
   * Adds sessions to an activity in one transaction, numbered after the highest number used, one
   * request at a time (an advisory lock; PGlite has one connection anyway). A session of the same
   * activity on the same day at the same start that is not cancelled is a duplicate: nothing is
   * added and its date and time are answered instead.
   */
  async addSessions(
    activityId: number,
    sessions: NewSession[],
    inside: (tx: Database, added: { id: number; sessionNo: string }[]) => Promise<void>,
  ): Promise<{ ids: number[] } | { duplicate: { date: string; startTime: string } }> {
    return transactionWithLocks(this.db, [SESSION_NUMBER_LOCK], async (tx) => {
      const dates = [...new Set(sessions.map((s) => s.date))];
      const existing = await tx
        .select({ date: activitySession.date, startTime: hhmm(activitySession.startTime) })
        .from(activitySession)
        .where(
          and(
            eq(activitySession.activityId, activityId),
            inArray(activitySession.date, dates),
            isNull(activitySession.cancelledAt),
          ),
        )
        .orderBy(asc(activitySession.date));
      const duplicate = existing.find((e) =>
        sessions.some((s) => s.date === e.date && s.startTime === e.startTime),
      );
      if (duplicate) return { duplicate };
      const [last] = rowsOf<{ n: number }>(
        await tx.execute(
          sql`select coalesce(max(substring(${activitySession.sessionNo} from 2)::int), 0)::int as n
              from ${activitySession} where ${activitySession.sessionNo} ~ '^S[0-9]{1,9}$'`,
        ),
      );
      const first = (last?.n ?? 0) + 1;
      const rows = await tx
        .insert(activitySession)
        .values(
          sessions.map((s, i) => ({
            sessionNo: `S${String(first + i).padStart(6, '0')}`,
            activityId,
            date: s.date,
            startTime: s.startTime,
            endTime: s.endTime,
            capacity: s.capacity,
          })),
        )
        .returning({ id: activitySession.id, sessionNo: activitySession.sessionNo });
      await inside(tx, rows);
      return { ids: rows.map((r) => r.id) };
    });
  }

  async sessionsByIds(ids: number[], now: Date) {
    if (ids.length === 0) return [];
    return this.sessionsWhere(now, inArray(activitySession.id, ids));
  }

  /**
   * Changes a session's times and capacity, only while it is not cancelled and the capacity is
   * not below the tickets sold, inside `tx`: the session is locked and its bookings the release
   * would let go at `now` are let go first (so the capacity may come down to the tickets sold the
   * back office shows), then one conditional UPDATE, so a guest taking tickets at the same moment
   * either comes first (and the check sees their tickets) or finds the new capacity
   * (activity_session_tickets_check says the same). Answers the row, or undefined when refused.
   */
  async changeSession(
    tx: Database,
    id: number,
    values: { startTime: string; endTime: string; capacity: number },
    now: Date,
  ) {
    await lockSessions(tx, [id]);
    await releaseFromSessions(tx, now, [id]);
    const [row] = await tx
      .update(activitySession)
      .set(values)
      .where(
        and(
          eq(activitySession.id, id),
          isNull(activitySession.cancelledAt),
          sql`${activitySession.ticketsSold} <= ${values.capacity}`,
        ),
      )
      .returning({ id: activitySession.id });
    return row;
  }

  /** The live bookings of a session with their money and tickets: what cancelling it would touch. */
  async liveBookings(sessionId: number, db: Database = this.db) {
    return db
      .select({
        id: activityBooking.id,
        userId: activityBooking.userId,
        paidPence: activityBooking.paidPence,
        pendingPence: activityBooking.pendingPence,
        tickets: sql<number>`(select count(*)::int from ${ticket} t where t.activity_booking_id = "activity_booking"."id")`,
      })
      .from(activityBooking)
      .where(and(eq(activityBooking.sessionId, sessionId), LIVE))
      .orderBy(asc(activityBooking.id));
  }

  /**
   * Cancels a session and every live booking of it, inside `tx` (the transaction that also sets
   * the refunds aside). Locks in the order guests' bookings and releases do: the session first
   * (`lockSessions`), then its bookings, so a booking or a release running beside it waits or is
   * seen, never deadlocks. Refused (and so rolled back by the caller): a session not found or
   * already cancelled, a card payment in flight on one of its bookings, or paid money that differs
   * from what `refunding` plans to give back (a payment landed since it was planned).
   */
  async cancelSession(
    tx: Database,
    sessionId: number,
    now: Date,
    refunding: Map<number, number>,
  ): Promise<
    | { refused: CancelRefusal }
    | { bookings: { id: number; userId: number; paidPence: number; tickets: number }[] }
  > {
    await lockSessions(tx, [sessionId]);
    await tx.execute(
      sql`select ${activityBooking.id} from ${activityBooking} where ${activityBooking.sessionId} = ${sessionId} and ${LIVE} order by ${activityBooking.id} for update`,
    );
    const cancelled = await tx
      .update(activitySession)
      .set({ cancelledAt: now })
      .where(and(eq(activitySession.id, sessionId), isNull(activitySession.cancelledAt)))
      .returning({ id: activitySession.id });
    if (cancelled.length === 0) {
      return { refused: (await this.sessionById(sessionId, now, tx)) ? 'cancelled' : 'not-found' };
    }
    // Bookings made while this waited for the session's lock are committed now, and seen here.
    const live = await this.liveBookings(sessionId, tx);
    if (live.some((b) => b.pendingPence > 0)) return { refused: 'payment-in-flight' };
    if (live.some((b) => b.paidPence !== (refunding.get(b.id) ?? 0))) return { refused: 'paid-changed' };
    if (live.length > 0) {
      await tx
        .update(activityBooking)
        .set({ cancelledAt: now })
        .where(
          inArray(
            activityBooking.id,
            live.map((b) => b.id),
          ),
        );
      // Their tickets go back: the session is on sale to no one, and its count is then what is live.
      const given = live.reduce((sum, b) => sum + b.tickets, 0);
      await tx
        .update(activitySession)
        .set({ ticketsSold: sql`${activitySession.ticketsSold} - ${given}` })
        .where(eq(activitySession.id, sessionId));
    }
    return { bookings: live };
  }

  /** The cancelled bookings with what their e-mail says: the guest, the activity and the session. */
  bookingsForMail(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        id: activityBooking.id,
        activityBookingNo: activityBooking.activityBookingNo,
        email: userAccount.email,
        firstName: userAccount.firstName,
        activityName: activity.name,
        activityCode: activity.activityCode,
        parkTitle: park.title,
        date: activitySession.date,
        startTime: hhmm(activitySession.startTime),
        endTime: hhmm(activitySession.endTime),
        tickets: sql<number>`(select count(*)::int from ${ticket} t where t.activity_booking_id = "activity_booking"."id")`,
      })
      .from(activityBooking)
      .innerJoin(activitySession, eq(activitySession.id, activityBooking.sessionId))
      .innerJoin(activity, eq(activity.id, activitySession.activityId))
      .innerJoin(park, eq(park.id, activity.parkId))
      .innerJoin(userAccount, eq(userAccount.id, activityBooking.userId))
      .where(inArray(activityBooking.id, ids))
      .orderBy(asc(activityBooking.id));
  }
}
