import {
  ACTIVITY_BOOKING_FAILED_MESSAGE,
  addDays,
  bookingWindowProblem,
  formatPounds,
  formatSessionDuration,
  londonInstant,
  londonToday,
  MAX_TICKETS_PER_BOOKING,
  MIN_ONE_TICKET_MESSAGE,
  NOT_ENOUGH_TICKETS_MESSAGE,
  OWNER_ONLY_MESSAGE,
  partyTicketsMessage,
  SESSION_CANCELLED_MESSAGE,
  STAY_NOT_PAID_MESSAGE,
  type TActivity,
  type TActivityBookingRecord,
  type TActivityBookingSummary,
  type TActivitySession,
  type TActivityView,
  type TBookActivityRequest,
  TOO_MANY_TICKETS_MESSAGE,
} from '@parkstays/contract';
import type { Database } from '../../db/client';
import type { activity, UserAccountRow } from '../../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors';
import { formatUkDate } from '../../lib/uk-date';
import { composeMail, type Mailer } from '../../mail/mail';
import type { AuditService } from '../audit/audit.service';
import type { ActivitiesRepository, ActivityBookingDetails } from './activities.repository';

export const ACTIVITY_BOOKING_NOT_FOUND = 'Activity booking not found';
export const ACTIVITY_BOOKING_RELEASED_MESSAGE =
  'This activity booking has been cancelled: it was not paid for in time, or the stay it was for has ended. Please book the tickets again.';
export const SESSION_CANCELLED_BOOKING_MESSAGE =
  'This activity booking was cancelled because the park cancelled the session. Anything paid has been refunded to your card.';
export const PAY_BEFORE_CONFIRMING_MESSAGE =
  'Please pay the outstanding amount first: the booking is confirmed once it is paid.';

type ActivityRow = typeof activity.$inferSelect;

const MINUTE = 60_000;

/**
 * Until when an unpaid booking of a paid session keeps its tickets: as long as a stay's hold. Free
 * sessions are not held: they are confirmed at once. (Only a confirmed stay takes tickets, so no
 * stay's hold can end before them.)
 */
export function ticketHoldUntil(totalPence: number, now: Date, holdMinutes: number): Date | null {
  return totalPence === 0 ? null : new Date(now.getTime() + holdMinutes * MINUTE);
}

/** The instant a session starts on the parks' clock: the contract's rule, by the name tests use. */
export const sessionStart = londonInstant;

export class ActivitiesService {
  private readonly now: () => Date;

  constructor(
    private readonly repository: ActivitiesRepository,
    private readonly options: {
      /** How long an unpaid booking keeps its tickets: the stays' hold time (BOOKING_HOLD_MINUTES). */
      holdMinutes: number;
      now?: () => Date;
      mailer?: Mailer;
      siteName?: () => Promise<string>;
      publicUrl?: string;
      /** Audits refunds of activity bookings given by staff (in the refund's transaction). */
      audit?: Pick<AuditService, 'recordChange'>;
      /** What went back, or is going back, on each activity booking (the payment module keeps refunds). */
      refunds?: { refundsOfActivityBookings(ids: number[]): Promise<Map<number, RefundTotals>> };
    },
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /**
   * Books tickets for a session against the user's stay (or visit): at least one ticket and at
   * most seven, inside the activity's booking window, owners only where it says so, for a stay
   * only once its deposit is paid, never more for one session than the stay's or visit's party,
   * and never more than the session has left.
   */
  async book(input: TBookActivityRequest, user: UserAccountRow) {
    const wanted = input.tickets.filter((t) => t.quantity > 0);
    const count = wanted.reduce((sum, t) => sum + t.quantity, 0);
    if (count < 1)
      throw badRequest(MIN_ONE_TICKET_MESSAGE, [{ field: 'tickets', message: MIN_ONE_TICKET_MESSAGE }]);
    if (count > MAX_TICKETS_PER_BOOKING) {
      throw badRequest(TOO_MANY_TICKETS_MESSAGE, [{ field: 'tickets', message: TOO_MANY_TICKETS_MESSAGE }]);
    }
    const found = await this.repository.findSession(input.activity_session);
    if (!found || found.activity.activityCode !== input.activity_no) throw notFound('Session not found');
    if (found.session.cancelledAt) throw sessionCancelled();
    if (found.activity.ownerOnly && !user.customerNo) throw new HttpError(403, OWNER_ONLY_MESSAGE);

    const outsideWindow = bookingWindowProblem(
      {
        minimum_hours_before_booking: found.activity.minimumHoursBeforeBooking,
        maximum_hours_before_booking: found.activity.maximumHoursBeforeBooking,
      },
      { date: found.session.date, start_time: found.startTime },
      this.now(),
    );
    if (outsideWindow) throw badRequest(outsideWindow);

    let bookingId: number | null = null;
    let visitId: number | null = null;
    let party = 0;
    const now = this.now();
    const sessionDate = found.session.date;
    if (input.booking_no) {
      const stay = await this.repository.findStay(input.booking_no, user.id);
      // A held stay whose hold has lapsed is gone, even before the scheduled work marks it so.
      const lapsed = stay?.status === 'held' && stay.holdExpiresAt !== null && stay.holdExpiresAt <= now;
      if (
        !stay ||
        stay.parkId !== found.activity.parkId ||
        !['held', 'confirmed'].includes(stay.status) ||
        lapsed
      ) {
        throw notFound('Booking not found');
      }
      // Its tickets could not be paid for until the stay is confirmed: they would only block the
      // session for everyone else (decision 045).
      if (stay.status === 'held') throw conflict(STAY_NOT_PAID_MESSAGE, 'STAY_NOT_PAID');
      if (sessionDate < stay.arrivalDate || sessionDate > addDays(stay.arrivalDate, stay.noOfNights)) {
        throw badRequest('This session is not during your stay.', [
          { field: 'activity_session', message: 'Choose a session during your stay' },
        ]);
      }
      bookingId = stay.id;
      party = stay.party;
    } else if (input.visit_id) {
      const visit = await this.repository.findVisit(input.visit_id, user.id);
      if (!visit || visit.parkId !== found.activity.parkId) throw notFound('Visit not found');
      if (sessionDate < visit.startDate || sessionDate > visit.endDate) {
        throw badRequest('This session is not during your visit.', [
          { field: 'activity_session', message: 'Choose a session during your visit' },
        ]);
      }
      visitId = visit.id;
      party = visit.party;
    } else {
      throw badRequest('Choose the stay or visit these tickets are for', [
        { field: 'booking_no', message: 'Required' },
      ]);
    }

    const tickets = wanted.flatMap((want) => {
      const type = found.tickets.find((t) => t.code === want.code);
      if (!type)
        throw badRequest(ACTIVITY_BOOKING_FAILED_MESSAGE, [
          { field: 'tickets', message: `Unknown ticket ${want.code}` },
        ]);
      return Array.from({ length: want.quantity }, () => ({
        ticketTypeId: type.id,
        name: type.name,
        pricePence: type.pricePence,
      }));
    });
    const totalPence = tickets.reduce((sum, t) => sum + t.pricePence, 0);
    const booked = await this.repository.bookTickets({
      sessionId: found.session.id,
      userId: user.id,
      bookingId,
      visitId,
      party,
      totalPence,
      holdExpiresAt: ticketHoldUntil(totalPence, now, this.options.holdMinutes),
      tickets,
      now,
    });
    if ('refused' in booked) {
      if (booked.refused === 'party') {
        const message = partyTicketsMessage(booked.party, booked.already);
        throw new HttpError(409, message, [{ field: 'tickets', message }], 'PARTY_TICKETS');
      }
      // Cancelled while this waited for the session, or too few tickets left: say which.
      const now = await this.repository.findSession(input.activity_session);
      if (now?.session.cancelledAt) throw sessionCancelled();
      throw new HttpError(409, NOT_ENOUGH_TICKETS_MESSAGE);
    }
    const { made } = booked;
    if (made.confirmed) await this.sendTickets(made.id, user.id);
    return made;
  }

  /**
   * Lets go the unpaid activity bookings whose hold has lapsed, and those of stays that are no
   * longer live (free ones too), giving their tickets back. Idempotent and safe to run from
   * several processes at once (the scheduled work does). Answers how many were let go.
   */
  releaseLapsedHolds(): Promise<number> {
    return this.repository.releaseLapsedHolds(this.now());
  }

  async activities(parkId: number): Promise<TActivity[]> {
    return (await this.repository.listActivities(parkId)).map(toActivity);
  }

  async sessions(parkId: number, from: string, to: string): Promise<TActivitySession[]> {
    return (await this.repository.listSessions(parkId, from, to, this.now())).map((s) => ({
      no: s.session.sessionNo,
      activity_code: s.activityCode,
      date: s.session.date,
      start_time: s.startTime,
      end_time: s.endTime,
      no_of_available_tickets: s.session.capacity - s.ticketsSold,
      tickets: s.tickets.map((t) => ({
        code: t.code,
        name: t.name,
        type: t.type,
        price: formatPounds(t.pricePence),
        price_pence: t.pricePence,
      })),
    }));
  }

  /**
   * One of the user's activity bookings by its number, with the operator's summary of it. One that
   * was let go is not found either, but the guest is told why (the link in an e-mail still works).
   */
  async bookingByNumber(activityBookingNo: string, user: UserAccountRow) {
    const [found] = await this.repository.bookingsByNumber(user.id, activityBookingNo, { released: true });
    if (!found) throw notFound(ACTIVITY_BOOKING_NOT_FOUND);
    if (found.booking.cancelledAt) {
      throw notFound(
        found.sessionCancelledAt ? SESSION_CANCELLED_BOOKING_MESSAGE : ACTIVITY_BOOKING_RELEASED_MESSAGE,
      );
    }
    const data = toRecord(found);
    return { data, booking: data.elite_data! };
  }

  /**
   * The activity bookings made against one of the user's stays, those of sessions staff cancelled
   * included (as cancelled, with their refund); someone else's stay is not found.
   */
  async bookingsOfStay(bookingId: number, user: UserAccountRow) {
    if (!(await this.repository.ownsStay(bookingId, user.id))) throw notFound('Booking not found');
    return this.withCancellations(
      await this.repository.bookingsOfStays(user.id, [bookingId], { cancelledSessions: true }),
    );
  }

  /** Records of `rows`; those of a cancelled session say so, with what was refunded on each. */
  private async withCancellations(rows: ActivityBookingDetails[]) {
    const cancelledIds = rows.filter((row) => row.sessionCancelledAt).map((row) => row.booking.id);
    const refunds =
      cancelledIds.length && this.options.refunds
        ? await this.options.refunds.refundsOfActivityBookings(cancelledIds)
        : new Map();
    return rows.map((row) => toRecord(row, refunds.get(row.booking.id)));
  }

  /**
   * The activity bookings made against a stay, for reception's booking page: only the stay's own
   * guest can book against it, so they are that guest's bookings of the stay.
   */
  async bookingsOfStayForStaff(bookingId: number, guestUserId: number | null) {
    if (guestUserId === null) return [];
    return (await this.repository.bookingsOfStays(guestUserId, [bookingId])).map((row) => toRecord(row));
  }

  /**
   * The activity bookings of the user's visits, by visit id (for the owners portal). With
   * `cancelledSessions`, those of sessions staff cancelled too (what the owner reads), not for
   * the checks a visit's change makes.
   */
  async bookingRecordsForVisits(
    visitIds: number[],
    userId: number,
    options: { cancelledSessions?: boolean } = {},
  ) {
    const byVisit = new Map<number, TActivityBookingRecord[]>(visitIds.map((id) => [id, []]));
    const rows = await this.repository.bookingsOfVisits(userId, visitIds, options);
    const records = await this.withCancellations(rows);
    rows.forEach((row, i) => {
      byVisit.get(row.booking.visitId!)?.push(records[i]!);
    });
    return byVisit;
  }

  /** Confirms a paid (or free) activity booking and sends its tickets. */
  async confirm(id: number, user: UserAccountRow) {
    const [found] = await this.repository.bookingsById(user.id, id);
    if (!found) throw notFound(ACTIVITY_BOOKING_NOT_FOUND);
    if (found.booking.paidPence < found.booking.totalPence) {
      throw badRequest(PAY_BEFORE_CONFIRMING_MESSAGE);
    }
    await this.repository.confirm(id, user.id);
    await this.sendTickets(id, user.id);
    const [now] = await this.repository.bookingsById(user.id, id);
    return toRecord(now!);
  }

  /**
   * E-mails the tickets of a confirmed activity booking, once: whichever of payment and confirm
   * gets there first sends them. A failed send is logged by the caller, never lost silently.
   */
  async sendTickets(activityBookingId: number, userId: number) {
    const { mailer, siteName, publicUrl } = this.options;
    if (!mailer || !siteName) return;
    const [found] = await this.repository.bookingsById(userId, activityBookingId);
    if (!found?.booking.confirmed) return;
    if (!(await this.repository.markTicketsSent(activityBookingId, this.now()))) return;
    const record = toRecord(found);
    const session = JSON.parse(record.activity_session) as { duration: string };
    const no = found.booking.activityBookingNo;
    await mailer.send(
      composeMail({
        to: found.email,
        subject: `Your tickets: ${found.activityName}, ${formatUkDate(found.sessionDate)} (${no})`,
        greeting: `Hello ${found.firstName},`,
        paragraphs: [
          `Your activity booking ${no} is confirmed: ${found.activityName} at ${found.parkTitle} on ${formatUkDate(found.sessionDate)}, ${found.startTime} to ${found.endTime} (${session.duration}).`,
          `Your tickets: ${found.tickets.map((t) => `${no}-${t.ticketNo} ${t.name}`).join('; ')}.`,
          'Show the QR code of each ticket at the activity. The link below shows them.',
        ],
        action: { label: 'Show my tickets', url: `${publicUrl ?? ''}/activity-session/${no}` },
        siteName: await siteName(),
      }),
    );
  }

  /**
   * An activity by its code, and for a signed-in user their upcoming owner visits and stays at
   * its park (with the activity bookings of those stays), so the page needs one call.
   */
  async activityView(code: string, user: UserAccountRow | null): Promise<TActivityView> {
    const found = await this.repository.findActivityByCode(code);
    if (!found) throw notFound('Activity not found');
    const activity = toActivity(found);
    if (!user) return { activity, visits: [], bookings: [] };
    const today = londonToday(this.now());
    const [visits, stays] = await Promise.all([
      this.repository.upcomingVisits(user.id, found.parkId, today),
      this.repository.upcomingStays(user.id, found.parkId, today),
    ]);
    const activityBookings = await this.repository.bookingsOfStays(
      user.id,
      stays.map((s) => s.id),
    );
    return {
      activity,
      visits: visits.map((v) => ({
        id: v.id,
        visit_start_date: v.startDate,
        visit_end_date: v.endDate,
        park: { title: v.park.title, image_url: v.park.imageUrl, park_code: v.park.parkCode },
      })),
      bookings: stays.map((s) => ({
        id: s.id,
        booking_no: s.bookingNo,
        arrival_date: s.arrivalDate,
        no_of_nights: s.noOfNights,
        park: { title: s.park.title, image_url: s.park.imageUrl, park_code: s.park.parkCode },
        accommodation: { title: s.accommodation.title, grade_code: s.accommodation.gradeCode },
        activity_bookings: activityBookings
          .filter((b) => b.booking.bookingId === s.id)
          .map((row) => toRecord(row)),
      })),
    };
  }

  // Card payments of activity bookings (the payment module calls these). The ones given `tx` run
  // inside the payment's own transaction, so the payment and the booking's money change together.

  /** The user's activity booking by number with its money and its stay's status, or undefined. */
  bookingForPayment(activityBookingNo: string, userId: number) {
    return this.repository.findForPayment(activityBookingNo, userId);
  }

  /** Sets a payment's amount aside on the booking; false when it no longer fits what is owed. */
  setAsidePayment(tx: Database, id: number, amount: number) {
    return this.repository.setAsidePayment(tx, id, amount);
  }

  /** Gives back what a payment that took no money had set aside on the booking. */
  releasePayment(tx: Database, id: number, amount: number) {
    return this.repository.releasePayment(tx, id, amount);
  }

  /**
   * A refund staff gave reached the card (inside the refund's settling transaction): the booking's
   * paid amount goes down, audited as 'activity_booking.refund' in the same transaction.
   */
  async refundDone(
    tx: Database,
    activityBookingId: number,
    amount: number,
    change: { staffUserId: number; reason: string; refundId: number; paymentId: number },
  ) {
    const paid = await this.repository.refundPaid(tx, activityBookingId, amount);
    await this.options.audit?.recordChange(tx, {
      staffUserId: change.staffUserId,
      action: 'activity_booking.refund',
      entityType: 'activity_booking',
      entityId: paid.activityBookingNo,
      before: { paid_pence: paid.paidBefore },
      after: {
        paid_pence: paid.paidAfter,
        refund_pence: amount,
        reason: change.reason,
        refund_id: change.refundId,
        payment_id: change.paymentId,
      },
    });
  }

  /** Books an authorised payment; 'confirmed' once the booking is paid in full. */
  async recordPayment(tx: Database, id: number, amount: number): Promise<'confirmed' | 'paid'> {
    return (await this.repository.recordPayment(tx, id, amount)) ? 'confirmed' : 'paid';
  }
}

const sessionCancelled = () => new HttpError(409, SESSION_CANCELLED_MESSAGE, undefined, 'SESSION_CANCELLED');

/** An activity as the client contract has it. */
function toActivity(a: ActivityRow): TActivity {
  return {
    activity_code: a.activityCode,
    name: a.name,
    description: a.description,
    image: a.imageUrl,
    owner_only: a.ownerOnly ? 1 : 0,
    minimum_hours_before_booking: a.minimumHoursBeforeBooking,
    maximum_hours_before_booking: a.maximumHoursBeforeBooking,
    pivot: { park_id: a.parkId },
  };
}

/** The operator's summary of an activity booking: what is owed, whether confirmed, the tickets. */
function summaryOf(found: ActivityBookingDetails): TActivityBookingSummary {
  const outstanding = Math.max(0, found.booking.totalPence - found.booking.paidPence);
  return {
    outstanding_amount: formatPounds(outstanding),
    outstanding_pence: outstanding,
    total_amount: formatPounds(found.booking.totalPence),
    total_amount_pence: found.booking.totalPence,
    confirmed: found.booking.confirmed ? 'true' : 'false',
    // Once something is paid the booking is no longer let go, so there is no hold to show.
    hold_expires_at:
      found.booking.paidPence === 0 && found.booking.holdExpiresAt
        ? found.booking.holdExpiresAt.toISOString()
        : null,
    tickets: found.tickets.map((t) => ({ no: t.ticketNo, name: t.name })),
  };
}

/** An activity booking as the first version's records showed it: session and tickets as JSON text. */
export function toRecord(found: ActivityBookingDetails, refunds?: RefundTotals): TActivityBookingRecord {
  const byCode = new Map<string, { code: string; name: string; quantity: number; price: string }>();
  for (const t of found.tickets) {
    const line = byCode.get(t.code) ?? {
      code: t.code,
      name: t.name,
      quantity: 0,
      price: formatPounds(t.pricePence),
    };
    line.quantity += 1;
    byCode.set(t.code, line);
  }
  return {
    id: found.booking.id,
    activity_booking_no: found.booking.activityBookingNo,
    booking_no: found.stayNo,
    booking_id: found.booking.bookingId,
    visit_id: found.booking.visitId,
    activity_no: found.activityCode,
    activity_session: JSON.stringify({
      name: found.activityName,
      date: found.sessionDate,
      start_time: found.startTime,
      end_time: found.endTime,
      duration: formatSessionDuration(found.startTime, found.endTime),
      park_code: found.parkCode,
    }),
    tickets: JSON.stringify([...byCode.values()]),
    elite_data: summaryOf(found),
    cancelled: found.sessionCancelledAt
      ? {
          cancelled_at: found.sessionCancelledAt.toISOString(),
          refunded_pence: refunds?.refundedPence ?? 0,
          refund_pending_pence: refunds?.pendingPence ?? 0,
        }
      : null,
  };
}

/** Refunds on one activity booking: confirmed by the card processor, and still being checked. */
export type RefundTotals = { refundedPence: number; pendingPence: number };
