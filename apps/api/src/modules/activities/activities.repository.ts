import { and, asc, between, eq, gte, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client';
import {
  activity,
  activityBooking,
  activitySession,
  booking,
  grade,
  ownerVisit,
  park,
  ticket,
  ticketType,
  userAccount,
} from '../../db/schema';

const instant = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/**
 * The activity bookings the release lets go at `now`: nothing paid, no card payment in flight (a
 * payment that lands must find its booking), not let go already, and their hold has lapsed or the
 * stay they are for has ended (expired or cancelled; free ones too). The release and every read of
 * a session's tickets use this one predicate, so what a guest is shown as free is what the next
 * booking of the session frees. (The payment's own UPDATE of pending_pence and the release lock
 * the same row, so whichever comes second sees the other's change.) Its columns are named in full:
 * it also runs inside a select from activity_session alone, where Drizzle leaves names bare.
 */
function toLetGo(now: Date) {
  return sql`"activity_booking"."cancelled_at" is null and "activity_booking"."paid_pence" = 0 and "activity_booking"."pending_pence" = 0
    and ("activity_booking"."hold_expires_at" <= ${instant(now)}
      or exists (select 1 from ${booking} where "booking"."id" = "activity_booking"."booking_id" and "booking"."status" in ('expired', 'cancelled')))`;
}

/**
 * A session's tickets sold at `now`, as guests and staff are shown them: `tickets_sold` less the
 * tickets of bookings the release would let go, which count as free at once in every process (as
 * a lapsed hold's unit does), before anything has let them go. For a select from activity_session.
 */
export function ticketsSoldAt(now: Date) {
  return sql<number>`("activity_session"."tickets_sold" - (select count(*)::int from ${ticket} join ${activityBooking} on "activity_booking"."id" = "ticket"."activity_booking_id" where "activity_booking"."session_id" = "activity_session"."id" and ${toLetGo(now)}))`;
}

/**
 * Locks sessions' rows (in id order, so two lockers never wait on each other in a circle), as
 * their UPDATE would: everything that changes a session's tickets sold (a booking, a release, a
 * capacity change, a cancellation) takes this first, inside its transaction, then the session's
 * activity bookings. So a booking waits for a release of its session in flight and then sees the
 * tickets it gave back, instead of finding them still sold.
 */
export async function lockSessions(tx: Database, sessionIds: number[]) {
  if (sessionIds.length === 0) return;
  await tx.execute(
    sql`select ${activitySession.id} from ${activitySession} where ${inArray(activitySession.id, sessionIds)} order by ${activitySession.id} for no key update`,
  );
}

/**
 * Lets go, inside the caller's transaction, the bookings of these sessions that the release lets
 * go at `now` (the caller has locked the sessions): each is marked cancelled and its tickets go
 * back to its session, in one statement. Rows a card payment has locked are skipped: that booking
 * is being paid, so its tickets are not free. Answers how many were let go.
 */
export async function releaseFromSessions(tx: Database, now: Date, sessionIds: number[]) {
  if (sessionIds.length === 0) return 0;
  // Every data-modifying part of a WITH runs to its end even when the final select does not read it.
  const [row] = rowsOf<{ released: number }>(
    await tx.execute(sql`
      with picked as (
        select ${activityBooking.id} as id from ${activityBooking}
        where ${inArray(activityBooking.sessionId, sessionIds)} and ${toLetGo(now)}
        order by ${activityBooking.id}
        for update of ${activityBooking} skip locked
      ), released as (
        update ${activityBooking} set cancelled_at = ${instant(now)}
        from picked where ${activityBooking.id} = picked.id
        returning ${activityBooking.id} as id, ${activityBooking.sessionId} as session_id
      ), given_back as (
        select released.session_id, count(*)::int as tickets
        from released join ${ticket} on ${ticket.activityBookingId} = released.id
        group by released.session_id
      ), returned as (
        update ${activitySession} set tickets_sold = ${activitySession.ticketsSold} - given_back.tickets
        from given_back where ${activitySession.id} = given_back.session_id
      )
      select count(*)::int as released from released`),
  );
  return row?.released ?? 0;
}

/** Why bookTickets took nothing: too few left (or the session was cancelled), or over the party. */
export type TicketsRefusal = { refused: 'not-enough' } | { refused: 'party'; party: number; already: number };

/** An activity booking with everything its record and e-mail need. */
export type ActivityBookingDetails = Awaited<ReturnType<ActivitiesRepository['findBookings']>>[number];

export class ActivitiesRepository {
  constructor(private readonly db: Database) {}

  listActivities(parkId: number) {
    return this.db
      .select()
      .from(activity)
      .where(eq(activity.parkId, parkId))
      .orderBy(asc(activity.position), asc(activity.name));
  }

  /**
   * Sessions of a park's activities in a date range, with each activity's ticket types and the
   * tickets sold at `now` (those the release would let go count as free).
   */
  async listSessions(parkId: number, from: string, to: string, now: Date) {
    const sessions = await this.db
      .select({
        session: activitySession,
        ticketsSold: ticketsSoldAt(now),
        activityCode: activity.activityCode,
        startTime: sql<string>`to_char(${activitySession.startTime}, 'HH24:MI')`,
        endTime: sql<string>`to_char(${activitySession.endTime}, 'HH24:MI')`,
      })
      .from(activitySession)
      .innerJoin(activity, eq(activity.id, activitySession.activityId))
      .where(
        and(
          eq(activity.parkId, parkId),
          between(activitySession.date, from, to),
          // A cancelled session is offered to no one.
          isNull(activitySession.cancelledAt),
        ),
      )
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
   * ticket, and never from a cancelled session (cancelling it locks the row, so a booking waiting
   * on it sees the cancellation). Runs on `db` or inside a caller's transaction. Answers whether
   * the tickets were taken.
   */
  async takeTickets(sessionId: number, quantity: number, db: Pick<Database, 'update'> = this.db) {
    const rows = await db
      .update(activitySession)
      .set({ ticketsSold: sql`${activitySession.ticketsSold} + ${quantity}` })
      .where(
        and(
          eq(activitySession.id, sessionId),
          isNull(activitySession.cancelledAt),
          sql`${activitySession.capacity} - ${activitySession.ticketsSold} >= ${quantity}`,
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
      .select({
        id: booking.id,
        status: booking.status,
        holdExpiresAt: booking.holdExpiresAt,
        parkId: park.id,
        arrivalDate: booking.arrivalDate,
        noOfNights: booking.noOfNights,
        party: sql<number>`(${booking.noOfAdults} + ${booking.noOfChildren})::int`,
      })
      .from(booking)
      .innerJoin(grade, eq(grade.id, booking.gradeId))
      .innerJoin(park, eq(park.id, grade.parkId))
      .where(and(eq(booking.bookingNo, bookingNo), eq(booking.userId, userId)));
    return row;
  }

  /**
   * Takes the tickets and records the activity booking and one row per ticket, all in one
   * transaction that first locks the session (`lockSessions`) and lets go its bookings the release
   * would (so a guest never waits for the scheduled release, nor is refused while one is in
   * flight). Then, under that lock, the session must have the tickets left, and the stay's or
   * visit's live tickets for it plus these must fit its party. Refused: nothing is written and why
   * is answered.
   */
  async bookTickets(params: {
    sessionId: number;
    userId: number;
    bookingId: number | null;
    visitId: number | null;
    /** The people the stay or visit is for: its tickets for one session are at most this many. */
    party: number;
    totalPence: number;
    holdExpiresAt: Date | null;
    tickets: { ticketTypeId: number; name: string; pricePence: number }[];
    now: Date;
  }): Promise<{ made: typeof activityBooking.$inferSelect } | TicketsRefusal> {
    return this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      await lockSessions(tx, [params.sessionId]);
      await releaseFromSessions(tx, params.now, [params.sessionId]);
      // A cancelled session or too few left comes first: the party's limit only matters where
      // the tickets are there to take.
      const [session] = await tx
        .select({
          left: sql<number>`${activitySession.capacity} - ${activitySession.ticketsSold}`,
          cancelledAt: activitySession.cancelledAt,
        })
        .from(activitySession)
        .where(eq(activitySession.id, params.sessionId));
      if (!session || session.cancelledAt || session.left < params.tickets.length) {
        return { refused: 'not-enough' as const };
      }
      const ofTheSame =
        params.bookingId !== null
          ? eq(activityBooking.bookingId, params.bookingId)
          : eq(activityBooking.visitId, params.visitId!);
      const [held] = await tx
        .select({ tickets: sql<number>`count(*)::int` })
        .from(ticket)
        .innerJoin(activityBooking, eq(activityBooking.id, ticket.activityBookingId))
        .where(
          and(
            eq(activityBooking.sessionId, params.sessionId),
            isNull(activityBooking.cancelledAt),
            ofTheSame,
          ),
        );
      const already = held?.tickets ?? 0;
      if (already + params.tickets.length > params.party) {
        return { refused: 'party' as const, party: params.party, already };
      }
      if (!(await this.takeTickets(params.sessionId, params.tickets.length, tx))) {
        return { refused: 'not-enough' as const };
      }
      const [made] = await tx
        .insert(activityBooking)
        .values({
          activityBookingNo: sql`'AB' || lpad(nextval('activity_booking_no_seq')::text, 7, '0')`,
          sessionId: params.sessionId,
          bookingId: params.bookingId,
          visitId: params.visitId,
          userId: params.userId,
          totalPence: params.totalPence,
          holdExpiresAt: params.holdExpiresAt,
          confirmed: params.totalPence === 0,
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
      return { made: made! };
    });
  }

  /**
   * Lets go the activity bookings whose hold has lapsed and those whose stay is no longer live
   * (expired or cancelled; free ones too), unless money is paid or in flight: each is marked
   * cancelled and its tickets go back to its session. Safe to run from several processes at once
   * and beside bookings: the sessions concerned are locked first, in id order, then their
   * bookings, in one transaction. Answers how many were let go.
   */
  async releaseLapsedHolds(now: Date) {
    const sessions = await this.db
      .selectDistinct({ id: activityBooking.sessionId })
      .from(activityBooking)
      .where(toLetGo(now));
    if (sessions.length === 0) return 0;
    return this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const ids = sessions.map((s) => s.id);
      await lockSessions(tx, ids);
      return releaseFromSessions(tx, now, ids);
    });
  }

  /**
   * Activity bookings of one user matching `where`, with their session, activity, park and
   * tickets. Ones let go are left out (a guest no longer has them) unless `released` is asked for.
   */
  async findBookings(
    userId: number,
    where: SQL | undefined,
    { released = false, cancelledSessions = false } = {},
  ) {
    const rows = await this.db
      .select({
        booking: activityBooking,
        sessionDate: activitySession.date,
        sessionCancelledAt: activitySession.cancelledAt,
        startTime: sql<string>`to_char(${activitySession.startTime}, 'HH24:MI')`,
        endTime: sql<string>`to_char(${activitySession.endTime}, 'HH24:MI')`,
        activityCode: activity.activityCode,
        activityName: activity.name,
        parkCode: park.parkCode,
        parkTitle: park.title,
        stayNo: booking.bookingNo,
        email: userAccount.email,
        firstName: userAccount.firstName,
      })
      .from(activityBooking)
      .innerJoin(activitySession, eq(activitySession.id, activityBooking.sessionId))
      .innerJoin(activity, eq(activity.id, activitySession.activityId))
      .innerJoin(park, eq(park.id, activity.parkId))
      .innerJoin(userAccount, eq(userAccount.id, activityBooking.userId))
      .leftJoin(booking, eq(booking.id, activityBooking.bookingId))
      .where(
        and(
          eq(activityBooking.userId, userId),
          released
            ? undefined
            : cancelledSessions
              ? // A booking of a session staff cancelled stays on the guest's list, as cancelled.
                or(isNull(activityBooking.cancelledAt), isNotNull(activitySession.cancelledAt))
              : isNull(activityBooking.cancelledAt),
          where,
        ),
      )
      .orderBy(asc(activitySession.date), asc(activitySession.startTime), asc(activityBooking.id));
    const ids = rows.map((r) => r.booking.id);
    const tickets = ids.length
      ? await this.db
          .select({
            activityBookingId: ticket.activityBookingId,
            ticketNo: ticket.ticketNo,
            name: ticket.name,
            pricePence: ticket.pricePence,
            code: ticketType.code,
          })
          .from(ticket)
          .innerJoin(ticketType, eq(ticketType.id, ticket.ticketTypeId))
          .where(inArray(ticket.activityBookingId, ids))
          .orderBy(asc(ticket.activityBookingId), asc(ticket.ticketNo))
      : [];
    return rows.map((r) => ({ ...r, tickets: tickets.filter((t) => t.activityBookingId === r.booking.id) }));
  }

  bookingsByNumber(userId: number, activityBookingNo: string, options: { released?: boolean } = {}) {
    return this.findBookings(userId, eq(activityBooking.activityBookingNo, activityBookingNo), options);
  }

  bookingsById(userId: number, id: number) {
    return this.findBookings(userId, eq(activityBooking.id, id));
  }

  bookingsOfStays(userId: number, bookingIds: number[], options: { cancelledSessions?: boolean } = {}) {
    if (bookingIds.length === 0) return Promise.resolve([]);
    return this.findBookings(userId, inArray(activityBooking.bookingId, bookingIds), options);
  }

  bookingsOfVisits(userId: number, visitIds: number[], options: { cancelledSessions?: boolean } = {}) {
    if (visitIds.length === 0) return Promise.resolve([]);
    return this.findBookings(userId, inArray(activityBooking.visitId, visitIds), options);
  }

  /** Marks a fully paid (or free) activity booking confirmed, unless let go; answers whether it now is. */
  async confirm(id: number, userId: number) {
    const rows = await this.db
      .update(activityBooking)
      .set({ confirmed: true })
      .where(
        and(
          eq(activityBooking.id, id),
          eq(activityBooking.userId, userId),
          isNull(activityBooking.cancelledAt),
          gte(activityBooking.paidPence, activityBooking.totalPence),
        ),
      )
      .returning({ id: activityBooking.id });
    return rows.length === 1;
  }

  /**
   * The user's activity booking by number, with what it costs, what is paid and in flight, and
   * the status of the stay it hangs on (null for an owner's visit): what a card payment needs.
   */
  async findForPayment(activityBookingNo: string, userId: number) {
    const [row] = await this.db
      .select({ activityBooking, stayStatus: booking.status })
      .from(activityBooking)
      .leftJoin(booking, eq(booking.id, activityBooking.bookingId))
      .where(
        and(eq(activityBooking.activityBookingNo, activityBookingNo), eq(activityBooking.userId, userId)),
      );
    return row ? { ...row.activityBooking, stayStatus: row.stayStatus } : undefined;
  }

  // Card payments of activity bookings. Each runs inside the payment's own transaction (`tx`), so
  // the payment row and the booking's money change together or not at all.

  /**
   * Sets `amount` aside for a payment on its way to the card provider, only while the booking is
   * not let go and what is paid plus what is in flight plus this amount fits in its total (the
   * table's CHECK says the same). Answers whether it fitted.
   */
  async setAsidePayment(tx: Database, id: number, amount: number) {
    const rows = await tx
      .update(activityBooking)
      .set({ pendingPence: sql`${activityBooking.pendingPence} + ${amount}` })
      .where(
        and(
          eq(activityBooking.id, id),
          sql`${activityBooking.cancelledAt} is null`,
          sql`${activityBooking.paidPence} + ${activityBooking.pendingPence} + ${amount} <= ${activityBooking.totalPence}`,
        ),
      )
      .returning({ id: activityBooking.id });
    return rows.length > 0;
  }

  /** Gives back what a payment that took no money had set aside. */
  async releasePayment(tx: Database, id: number, amount: number) {
    await tx
      .update(activityBooking)
      .set({ pendingPence: sql`${activityBooking.pendingPence} - ${amount}` })
      .where(eq(activityBooking.id, id));
  }

  /**
   * Books an authorised payment: its amount moves from in flight to paid, and once paid covers the
   * total the booking counts as confirmed and its hold ends. Answers whether it is confirmed.
   */
  async recordPayment(tx: Database, id: number, amount: number) {
    const paidInFull = sql`${activityBooking.paidPence} + ${amount} >= ${activityBooking.totalPence}`;
    const [updated] = await tx
      .update(activityBooking)
      .set({
        paidPence: sql`${activityBooking.paidPence} + ${amount}`,
        pendingPence: sql`${activityBooking.pendingPence} - ${amount}`,
        confirmed: paidInFull,
        holdExpiresAt: sql`case when ${paidInFull} then null else ${activityBooking.holdExpiresAt} end`,
      })
      .where(eq(activityBooking.id, id))
      .returning({ confirmed: activityBooking.confirmed });
    return updated?.confirmed === true;
  }

  /**
   * A refund of `amount` reached the guest's card (inside the refund's settling transaction):
   * what the booking has paid goes down by it. Answers the paid amount before and after.
   */
  async refundPaid(tx: Database, id: number, amount: number) {
    const [row] = await tx
      .update(activityBooking)
      .set({ paidPence: sql`${activityBooking.paidPence} - ${amount}` })
      .where(eq(activityBooking.id, id))
      .returning({ no: activityBooking.activityBookingNo, paid: activityBooking.paidPence });
    return { activityBookingNo: row!.no, paidBefore: row!.paid + amount, paidAfter: row!.paid };
  }

  /** Records that the tickets went out; answers false when they already had (another process sent them). */
  async markTicketsSent(id: number, now: Date) {
    const rows = await this.db
      .update(activityBooking)
      .set({ ticketsSentAt: now })
      .where(and(eq(activityBooking.id, id), sql`${activityBooking.ticketsSentAt} is null`))
      .returning({ id: activityBooking.id });
    return rows.length === 1;
  }

  async findActivityByCode(code: string) {
    const [row] = await this.db.select().from(activity).where(eq(activity.activityCode, code));
    return row;
  }

  /** The user's visits at a park that have not ended. */
  upcomingVisits(userId: number, parkId: number, today: string) {
    return this.db
      .select({
        id: ownerVisit.id,
        startDate: ownerVisit.startDate,
        endDate: ownerVisit.endDate,
        park: { title: park.title, imageUrl: park.imageUrl, parkCode: park.parkCode },
      })
      .from(ownerVisit)
      .innerJoin(park, eq(park.id, ownerVisit.parkId))
      .where(
        and(eq(ownerVisit.userId, userId), eq(ownerVisit.parkId, parkId), gte(ownerVisit.endDate, today)),
      )
      .orderBy(asc(ownerVisit.startDate));
  }

  /** The user's live stays at a park that have not ended. */
  upcomingStays(userId: number, parkId: number, today: string) {
    return this.db
      .select({
        id: booking.id,
        bookingNo: booking.bookingNo,
        arrivalDate: booking.arrivalDate,
        noOfNights: booking.noOfNights,
        park: { title: park.title, imageUrl: park.imageUrl, parkCode: park.parkCode },
        accommodation: { title: grade.title, gradeCode: grade.gradeCode },
      })
      .from(booking)
      .innerJoin(grade, eq(grade.id, booking.gradeId))
      .innerJoin(park, eq(park.id, grade.parkId))
      .where(
        and(
          eq(booking.userId, userId),
          eq(grade.parkId, parkId),
          inArray(booking.status, ['held', 'confirmed']),
          sql`${booking.arrivalDate} + ${booking.noOfNights}::int > ${today}::date`,
        ),
      )
      .orderBy(asc(booking.arrivalDate));
  }

  async ownsStay(bookingId: number, userId: number) {
    const rows = await this.db
      .select({ id: booking.id })
      .from(booking)
      .where(and(eq(booking.id, bookingId), eq(booking.userId, userId)));
    return rows.length === 1;
  }

  /** The user's visit with this id, and its park and dates. */
  async findVisit(visitId: number, userId: number) {
    const [row] = await this.db
      .select({
        id: ownerVisit.id,
        parkId: ownerVisit.parkId,
        startDate: ownerVisit.startDate,
        endDate: ownerVisit.endDate,
        party: sql<number>`(${ownerVisit.noOfAdults} + ${ownerVisit.noOfChildren})::int`,
      })
      .from(ownerVisit)
      .where(and(eq(ownerVisit.id, visitId), eq(ownerVisit.userId, userId)));
    return row;
  }
}
