import {
  addDays,
  repeatingSessionDates,
  type TAddSessionsRequest,
  type TAdminSession,
  type TAdminSessionsQuery,
  type TCancelSessionResponse,
  type TChangeSessionRequest,
  type TSessionCancellationPreview,
  WEEKDAY_NAMES,
} from '@parkstays/contract';
import { hasSqlState } from '../../../db/errors';
import { badRequest, HttpError, notFound } from '../../../http/errors';
import { formatUkDate } from '../../../lib/uk-date';
import type { RefundOutcomes } from '../../activities/session-refunds';
import { Service } from '../../service';
import { sessionCancelledMail } from './activities.mail';
import type { AdminSessionRow, CancelRefusal } from './activities.repository';
import type { ActivitiesAdminOptions, ActivitiesAdminService } from './activities.service';

/** SQLSTATE of a CHECK's refusal: activity_session_tickets_check keeps tickets sold within capacity. */
const CHECK_VIOLATION = '23514';
/** Cancelling is tried again this many times when a payment lands while its refunds are planned. */
const CANCEL_ATTEMPTS = 3;
/** The sessions list shows four weeks unless asked for other dates. */
const DEFAULT_RANGE_DAYS = 27;

/** A payment landed between planning the refunds and cancelling: plan again. */
class PaidChanged extends Error {}

const capacityBelowSold = (sold: number) => {
  const message = `The capacity cannot be below the ${sold} ${sold === 1 ? 'ticket' : 'tickets'} already sold`;
  return new HttpError(409, message, [{ field: 'capacity', message }], 'CAPACITY_BELOW_SOLD');
};
const alreadyCancelled = () =>
  new HttpError(
    409,
    'This session is cancelled: it can no longer be changed.',
    undefined,
    'SESSION_CANCELLED',
  );
const SESSION_NOT_FOUND = 'Session not found';

/**
 * The sessions of the back office's activities (decision 040): listed, added one by one or
 * repeating, changed, and cancelled with every ticket holder refunded and told. Every change is
 * audited in its own transaction.
 */
export class ActivitySessionsService extends Service<ActivitiesAdminOptions> {
  constructor(
    options: ActivitiesAdminOptions,
    /** The activity a session belongs to must be there. */
    private readonly activities: Pick<ActivitiesAdminService, 'found'>,
  ) {
    super(options);
  }

  async sessions(activityId: number, query: TAdminSessionsQuery) {
    await this.activities.found(activityId);
    const from = query.from ?? this.today();
    const to = query.to ?? addDays(from, DEFAULT_RANGE_DAYS);
    const rows = await this.repository.sessions(activityId, from, to, this.now());
    return { from, to, sessions: rows.map(toAdminSession) };
  }

  /**
   * Adds one session, or a repeating one on the chosen weekdays from a date until a date, all in
   * one transaction with one audit entry. Not in the past; not twice at the same day and start.
   */
  async addSessions(activityId: number, body: TAddSessionsRequest, staffUserId: number) {
    const owner = await this.activities.found(activityId);
    const today = this.today();
    const first = body.kind === 'one' ? body.date : body.from;
    if (first < today) {
      const field = body.kind === 'one' ? 'date' : 'from';
      const message = 'Sessions can be added from today on';
      throw badRequest(message, [{ field, message }]);
    }
    const dates =
      body.kind === 'one' ? [body.date] : repeatingSessionDates(body.from, body.until, body.weekdays);
    const sessions = dates.map((date) => ({
      date,
      startTime: body.start_time,
      endTime: body.end_time,
      capacity: body.capacity,
    }));
    const added = await this.repository.addSessions(activityId, sessions, (tx, rows) =>
      this.options.audit.recordChange(tx, {
        staffUserId,
        action: 'activity_session.add',
        entityType: 'activity',
        entityId: owner.activityCode,
        before: null,
        after: {
          sessions: rows.map((row, i) => ({
            session_no: row.sessionNo,
            date: sessions[i]!.date,
            start_time: body.start_time,
            end_time: body.end_time,
            capacity: body.capacity,
          })),
          ...(body.kind === 'repeating'
            ? { repeat: { weekdays: body.weekdays, from: body.from, until: body.until } }
            : {}),
        },
      }),
    );
    if ('duplicate' in added) {
      throw new HttpError(
        409,
        `${owner.name} already has a session on ${WEEKDAY_NAMES[new Date(`${added.duplicate.date}T00:00:00Z`).getUTCDay()]} ${formatUkDate(added.duplicate.date)} at ${added.duplicate.startTime}: nothing was added.`,
        undefined,
        'SESSION_EXISTS',
      );
    }
    const rows = await this.repository.sessionsByIds(added.ids, this.now());
    const count = rows.length;
    return {
      message:
        count === 1
          ? `1 session added on ${formatUkDate(rows[0]!.session.date)}.`
          : `${count} sessions added, from ${formatUkDate(rows[0]!.session.date)} to ${formatUkDate(rows[count - 1]!.session.date)}.`,
      sessions: rows.map(toAdminSession),
    };
  }

  /** Changes a session's times and capacity; the capacity never below the tickets sold. */
  async changeSession(sessionId: number, body: TChangeSessionRequest, staffUserId: number) {
    const before = await this.repository.sessionById(sessionId, this.now());
    if (!before) throw notFound(SESSION_NOT_FOUND);
    if (before.session.cancelledAt) throw alreadyCancelled();
    try {
      await this.repository.transaction(async (tx) => {
        const changed = await this.repository.changeSession(
          tx,
          sessionId,
          { startTime: body.start_time, endTime: body.end_time, capacity: body.capacity },
          this.now(),
        );
        if (!changed) {
          // Cancelled, or more tickets sold than the new capacity, by the time it ran: say which.
          const now = await this.repository.sessionById(sessionId, this.now(), tx);
          if (now?.session.cancelledAt) throw alreadyCancelled();
          throw capacityBelowSold(now?.ticketsSold ?? before.ticketsSold);
        }
        await this.options.audit.recordChange(tx, {
          staffUserId,
          action: 'activity_session.update',
          entityType: 'activity_session',
          entityId: before.session.sessionNo,
          before: {
            start_time: before.startTime,
            end_time: before.endTime,
            capacity: before.session.capacity,
          },
          after: { start_time: body.start_time, end_time: body.end_time, capacity: body.capacity },
        });
      });
    } catch (error) {
      if (!hasSqlState(error, CHECK_VIOLATION)) throw error;
      const now = await this.repository.sessionById(sessionId, this.now());
      throw capacityBelowSold(now?.ticketsSold ?? before.ticketsSold);
    }
    const after = (await this.repository.sessionById(sessionId, this.now()))!;
    return { message: 'The session is changed.', session: toAdminSession(after) };
  }

  /** What cancelling a session would do: whom it tells and what it refunds. Changes nothing. */
  async cancellationPreview(sessionId: number): Promise<TSessionCancellationPreview> {
    const row = await this.repository.sessionById(sessionId, this.now());
    if (!row) throw notFound(SESSION_NOT_FOUND);
    const owner = await this.activities.found(row.session.activityId);
    const live = await this.repository.liveBookings(sessionId);
    return {
      session: toAdminSession(row),
      activity_name: owner.name,
      ticket_holders: new Set(live.map((b) => b.userId)).size,
      activity_bookings: live.length,
      tickets: live.reduce((sum, b) => sum + b.tickets, 0),
      refund_pence: live.reduce((sum, b) => sum + b.paidPence, 0),
      unpaid_bookings: live.filter((b) => b.paidPence === 0).length,
    };
  }

  /**
   * Cancels a session: it is offered to no one from the commit on, its bookings are cancelled
   * (unpaid ones let go, their tickets back), everything paid is refunded through the card
   * provider (set aside in the same transaction, so never lost and never paid twice), and every
   * ticket holder is e-mailed what became of their money.
   */
  async cancelSession(
    sessionId: number,
    reason: string,
    staffUserId: number,
  ): Promise<{ message: string; data: TCancelSessionResponse['data'] }> {
    const row = await this.repository.sessionById(sessionId, this.now());
    if (!row) throw notFound(SESSION_NOT_FOUND);
    if (row.session.cancelledAt) throw alreadyCancelled();
    let cancelled: { id: number; userId: number; paidPence: number; tickets: number }[] = [];
    let outcomes: RefundOutcomes | undefined;
    for (let attempt = 1; !outcomes; attempt++) {
      const live = await this.repository.liveBookings(sessionId);
      if (live.some((b) => b.pendingPence > 0)) throw paymentInFlight();
      try {
        outcomes = await this.options.refunds.refundActivityBookings({
          activityBookingIds: live.map((b) => b.id),
          keyPrefix: `SC:${row.session.sessionNo}:`,
          reason: `Session cancelled: ${reason}`.slice(0, 200),
          staffUserId,
          within: async (tx, refunding) => {
            const done = await this.repository.cancelSession(tx, sessionId, this.now(), refunding);
            if ('refused' in done) throw refusal(done.refused);
            cancelled = done.bookings;
            await this.options.audit.recordChange(tx, {
              staffUserId,
              action: 'activity_session.cancel',
              entityType: 'activity_session',
              entityId: row.session.sessionNo,
              before: { cancelled_at: null, tickets_sold: row.ticketsSold },
              after: {
                cancelled_at: this.now().toISOString(),
                reason,
                activity_bookings: done.bookings.map((b) => b.id),
                refund_pence: [...refunding.values()].reduce((sum, pence) => sum + pence, 0),
              },
            });
          },
        });
      } catch (error) {
        if (!(error instanceof PaidChanged) || attempt >= CANCEL_ATTEMPTS) {
          if (error instanceof PaidChanged) throw paymentInFlight();
          throw error;
        }
      }
    }
    const results = new Map(
      cancelled.map((b) => {
        const outcome = outcomes!.get(b.id);
        return [
          b.id,
          {
            paidPence: b.paidPence,
            refundedPence: outcome?.refunded_pence ?? 0,
            pendingPence: outcome?.pending_pence ?? 0,
            failedPence: outcome?.failed_pence ?? 0,
            cards: outcome?.cards ?? [],
          },
        ] as const;
      }),
    );
    const emailed = await this.tellTicketHolders(
      cancelled.map((b) => b.id),
      results,
      reason,
    );
    const sum = (pick: (r: { refundedPence: number; pendingPence: number; failedPence: number }) => number) =>
      [...results.values()].reduce((total, r) => total + pick(r), 0);
    const after = (await this.repository.sessionById(sessionId, this.now()))!;
    const data = {
      session: toAdminSession(after),
      ticket_holders: new Set(cancelled.map((b) => b.userId)).size,
      activity_bookings: cancelled.length,
      refunded_pence: sum((r) => r.refundedPence),
      pending_pence: sum((r) => r.pendingPence),
      failed_pence: sum((r) => r.failedPence),
      emailed,
    };
    return { message: cancelMessage(data), data };
  }

  private async tellTicketHolders(
    ids: number[],
    results: Map<number, Parameters<typeof sessionCancelledMail>[1]>,
    reason: string,
  ) {
    let sent = 0;
    const siteName = await this.options.siteName();
    for (const booking of await this.repository.bookingsForMail(ids)) {
      try {
        await this.options.mailer.send(
          sessionCancelledMail(booking, results.get(booking.id)!, {
            reason,
            siteName,
            publicUrl: this.options.publicUrl,
          }),
        );
        sent += 1;
      } catch (error) {
        this.options.onMailError?.(
          error,
          `the cancelled-session e-mail of ${booking.activityBookingNo} failed`,
        );
      }
    }
    return sent;
  }
}

const paymentInFlight = () =>
  new HttpError(
    409,
    'A guest is paying for tickets to this session right now. Try again in a minute.',
    undefined,
    'PAYMENT_IN_PROGRESS',
  );

function refusal(reason: CancelRefusal): Error {
  if (reason === 'paid-changed') return new PaidChanged();
  if (reason === 'payment-in-flight') return paymentInFlight();
  if (reason === 'not-found') return notFound(SESSION_NOT_FOUND);
  return new HttpError(409, 'This session is already cancelled.', undefined, 'SESSION_CANCELLED');
}

function cancelMessage(data: TCancelSessionResponse['data']) {
  const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;
  const holders = `${data.ticket_holders} ticket ${data.ticket_holders === 1 ? 'holder' : 'holders'}`;
  return [
    `The session is cancelled. ${holders} e-mailed.`,
    ...(data.refunded_pence > 0 ? [`${pounds(data.refunded_pence)} refunded.`] : []),
    ...(data.pending_pence > 0
      ? [
          `${pounds(data.pending_pence)} is being checked with the card processor; it settles within a few minutes.`,
        ]
      : []),
    ...(data.failed_pence > 0
      ? [`The card processor refused to refund ${pounds(data.failed_pence)}: give it back another way.`]
      : []),
  ].join(' ');
}

function toAdminSession(row: AdminSessionRow): TAdminSession {
  return {
    id: row.session.id,
    session_no: row.session.sessionNo,
    date: row.session.date,
    start_time: row.startTime,
    end_time: row.endTime,
    capacity: row.session.capacity,
    tickets_sold: row.ticketsSold,
    ticket_holders: row.ticketHolders,
    paid_pence: row.paidPence,
    cancelled_at: row.session.cancelledAt?.toISOString() ?? null,
  };
}
