import {
  londonToday,
  parseTicketCode,
  type TApiErrorCode,
  type TAttendee,
  TICKET_CODE_SHAPE_MESSAGE,
  type TScannedTicket,
  type TStaffSession,
} from '@parkstays/contract';
import { badRequest, HttpError, notFound } from '../../../http/errors';
import { formatUkDate, formatUkWeekdayDay } from '../../../lib/uk-date';
import type { AuditService } from '../../audit/audit.service';
import { Service } from '../../service';
import type { CheckInRepository, DoorSession, DoorTicket } from './check-in.repository';

export const SESSION_NOT_FOUND_MESSAGE = 'Session not found';

/** Why a ticket was not admitted; answered 409 with the ticket, or 404 when there is none. */
export class TicketRefused extends HttpError {
  constructor(
    statusCode: 404 | 409,
    message: string,
    code: TApiErrorCode,
    readonly ticket?: TScannedTicket,
  ) {
    super(statusCode, message, undefined, code);
  }
}

const ROLE_WORDS: Record<string, string> = {
  admin: 'Admin',
  reception: 'Reception',
  activities: 'Activities',
};

/** "14:05" on the parks' clock. */
const londonTime = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' }).format(
    at,
  );

export type CheckInOptions = {
  repository: CheckInRepository;
  audit: Pick<AuditService, 'recordChange'>;
  now?: () => Date;
};

/**
 * The door of an activity session (decision 034): the day's sessions, a session's attendees, and
 * admitting a ticket by the code on its QR code, once. Every admission is audited ('ticket.check_in',
 * entity 'ticket' `{activity_booking_no}-{ticket_no}`) in the transaction that marks it.
 */
export class CheckInService extends Service<CheckInOptions> {
  /** The sessions on `date` (today by default) at one park, or every park when parkCode is ''. */
  async sessionsOn(date: string | undefined, parkCode: string) {
    const day = date ?? this.today();
    const rows = await this.repository.sessionsOn(day, parkCode, this.now());
    return { date: day, sessions: rows.map(toSession) };
  }

  /** A session and its live tickets (confirmed, not cancelled bookings), by guest name. */
  async attendees(sessionId: number) {
    const session = await this.repository.session(sessionId, this.now());
    if (!session) throw notFound(SESSION_NOT_FOUND_MESSAGE);
    const tickets = await this.repository.tickets({ sessionId });
    return { session: toSession(session), attendees: tickets.map(toAttendee) };
  }

  /**
   * Admits the ticket a code names, once. Refused: an unknown code (404 TICKET_NOT_FOUND), a
   * ticket of a session staff cancelled (409 SESSION_CANCELLED), a ticket whose booking is
   * cancelled or unpaid or whose stay is cancelled (409 TICKET_NOT_VALID),
   * one for another session than `sessionId` (409 WRONG_SESSION), with no session chosen one
   * for a session on another day than today (409 NOT_TODAY) and one already used (409
   * TICKET_ALREADY_USED, saying when and by whom).
   */
  async checkIn(code: string, staffUserId: number, sessionId?: number) {
    const parsed = parseTicketCode(code);
    if (!parsed)
      throw badRequest(TICKET_CODE_SHAPE_MESSAGE, [{ field: 'code', message: TICKET_CODE_SHAPE_MESSAGE }]);
    const reference = `${parsed.activityBookingNo}-${parsed.ticketNo}`;
    const [found] = await this.repository.tickets(parsed);
    if (!found) {
      throw new TicketRefused(
        404,
        `No ticket ${reference} was found. Check the number and try again.`,
        'TICKET_NOT_FOUND',
      );
    }
    const session = await this.repository.session(found.sessionId, this.now());
    if (!session) throw notFound(SESSION_NOT_FOUND_MESSAGE);
    const scanned = (row: DoorTicket): TScannedTicket => ({
      ...toAttendee(row),
      session: toSession(session),
    });

    if (session.cancelledAt) {
      throw new TicketRefused(
        409,
        `This session was cancelled on ${formatUkDate(londonToday(session.cancelledAt))}: its tickets cannot be used, and the guest's payment has been refunded.`,
        'SESSION_CANCELLED',
        scanned(found),
      );
    }
    const invalid = whyNotValid(found);
    if (invalid) throw new TicketRefused(409, invalid, 'TICKET_NOT_VALID', scanned(found));
    if (sessionId !== undefined && found.sessionId !== sessionId) {
      throw new TicketRefused(
        409,
        `This ticket is for another session: ${session.activityName} at ${session.parkTitle} on ${formatUkDate(session.date)} at ${session.startTime}.`,
        'WRONG_SESSION',
        scanned(found),
      );
    }

    const now = this.now();
    // With no session chosen (a ticket typed or scanned at the door), only a ticket for one of
    // today's sessions is admitted: one for another day is refused with its day and time.
    if (sessionId === undefined && session.date !== londonToday(now)) {
      throw new TicketRefused(
        409,
        `This ticket is for ${formatUkWeekdayDay(session.date)}, ${session.startTime.slice(0, 5)}: ${session.activityName} at ${session.parkTitle}. Choose that session to admit it.`,
        'NOT_TODAY',
        scanned(found),
      );
    }
    const result = await this.repository.markUsed(found.ticketId, staffUserId, now, (tx, after) =>
      this.options.audit.recordChange(tx, {
        staffUserId,
        action: 'ticket.check_in',
        entityType: 'ticket',
        entityId: reference,
        before: { used_at: null, used_by: null },
        after: { used_at: after.usedAt?.toISOString() ?? null, used_by: after.usedById },
      }),
    );
    const after = result.ticket ?? found;
    // The session's counts as they are now, this admission (or the one before it) included.
    const counted = (await this.repository.session(found.sessionId, this.now())) ?? session;
    const ticket: TScannedTicket = { ...toAttendee(after), session: toSession(counted) };
    if (!result.admitted && !after.usedAt) {
      // Not used, yet not marked: its session was cancelled as it was scanned.
      throw new TicketRefused(
        409,
        'This session has just been cancelled: its tickets cannot be used.',
        'SESSION_CANCELLED',
        ticket,
      );
    }
    if (!result.admitted) {
      throw new TicketRefused(409, alreadyUsedMessage(after, now), 'TICKET_ALREADY_USED', ticket);
    }
    return { message: `Admitted: ${ticket.guest_name}, ${ticket.ticket_name}.`, ticket };
  }
}

/** Why a ticket cannot admit anyone, or undefined when it can. */
function whyNotValid(row: DoorTicket): string | undefined {
  if (row.cancelledAt) return 'This ticket’s booking was cancelled, so it cannot be used.';
  if (row.stayStatus === 'cancelled' || row.stayStatus === 'expired')
    return 'The stay this ticket was booked for was cancelled, so it cannot be used.';
  if (!row.confirmed) return 'This ticket’s booking is not paid yet, so it cannot be used.';
  return undefined;
}

/** "This ticket was already used at 14:05 today by Aisha Khan (Activities)." */
function alreadyUsedMessage(row: DoorTicket, now: Date) {
  const at = row.usedAt ?? now;
  const day = londonToday(at) === londonToday(now) ? 'today' : `on ${formatUkDate(londonToday(at))}`;
  return `This ticket was already used at ${londonTime(at)} ${day} by ${usedByName(row)}.`;
}

function usedByName(row: DoorTicket) {
  const name = `${row.usedByFirstName ?? ''} ${row.usedByLastName ?? ''}`.trim() || 'a member of staff';
  const role = row.usedByRole ? ROLE_WORDS[row.usedByRole] : undefined;
  return role ? `${name} (${role})` : name;
}

function toSession(row: DoorSession): TStaffSession {
  return {
    id: row.id,
    session_no: row.sessionNo,
    activity_code: row.activityCode,
    activity_name: row.activityName,
    park_code: row.parkCode,
    park_title: row.parkTitle,
    date: row.date,
    start_time: row.startTime,
    end_time: row.endTime,
    capacity: row.capacity,
    tickets_sold: row.ticketsSold,
    tickets_valid: row.ticketsValid,
    tickets_used: row.ticketsUsed,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
  };
}

function toAttendee(row: DoorTicket): TAttendee {
  return {
    code: `${row.activityBookingNo}-${row.ticketNo}`,
    activity_booking_no: row.activityBookingNo,
    ticket_no: row.ticketNo,
    ticket_name: row.ticketName,
    ticket_type: { code: row.typeCode, type: row.typeKind },
    guest_name: `${row.guestFirstName} ${row.guestLastName}`.trim(),
    booked_for:
      row.visitId !== null
        ? {
            kind: 'visit',
            visit_id: row.visitId,
            customer_no: row.customerNo,
            start_date: row.visitStart ?? '',
            end_date: row.visitEnd ?? '',
          }
        : { kind: 'stay', booking_no: row.stayNo ?? '' },
    used:
      row.usedAt && row.usedById !== null
        ? {
            at: row.usedAt.toISOString(),
            by: {
              id: row.usedById,
              name: `${row.usedByFirstName ?? ''} ${row.usedByLastName ?? ''}`.trim(),
              role: row.usedByRole,
            },
          }
        : null,
  };
}
