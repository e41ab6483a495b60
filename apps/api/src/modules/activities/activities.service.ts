import {
  ACTIVITY_BOOKING_FAILED_MESSAGE,
  bookAtLeastMessage,
  bookAtMostMessage,
  MAX_TICKETS_PER_BOOKING,
  MIN_ONE_TICKET_MESSAGE,
  NOT_ENOUGH_TICKETS_MESSAGE,
  OWNER_ONLY_MESSAGE,
  type TActivity,
  type TActivitySession,
  type TBookActivityRequest,
  TOO_MANY_TICKETS_MESSAGE,
} from '@parkstays/contract';
import type { UserAccountRow } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { formatPounds } from '../../lib/money';
import type { ActivitiesRepository } from './activities.repository';

const HOUR = 3_600_000;

/** The instant a session starts: its date and time on the parks' clock (Europe/London). */
export function sessionStart(date: string, time: string): Date {
  const asUtc = new Date(`${date}T${time}:00Z`);
  const london = new Date(asUtc.toLocaleString('en-US', { timeZone: 'Europe/London' }));
  const utc = new Date(asUtc.toLocaleString('en-US', { timeZone: 'UTC' }));
  return new Date(asUtc.getTime() - (london.getTime() - utc.getTime()));
}

export class ActivitiesService {
  private readonly now: () => Date;

  constructor(
    private readonly repository: ActivitiesRepository,
    options: { now?: () => Date } = {},
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /**
   * Books tickets for a session against the user's stay (or visit): at least one ticket and at
   * most seven, inside the activity's booking window, owners only where it says so, and never
   * more than the session has left.
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
    if (found.activity.ownerOnly && !user.customerNo) throw new HttpError(403, OWNER_ONLY_MESSAGE);

    const hoursAway =
      (sessionStart(found.session.date, found.startTime).getTime() - this.now().getTime()) / HOUR;
    const { minimumHoursBeforeBooking: min, maximumHoursBeforeBooking: max } = found.activity;
    if (hoursAway < (min ?? 0))
      throw badRequest(min ? bookAtLeastMessage(min) : 'This session has already started.');
    if (max !== null && hoursAway > max) throw badRequest(bookAtMostMessage(max));

    let bookingId: number | null = null;
    if (input.booking_no) {
      const stay = await this.repository.findStay(input.booking_no, user.id);
      if (!stay || stay.parkId !== found.activity.parkId || !['held', 'confirmed'].includes(stay.status)) {
        throw notFound('Booking not found');
      }
      bookingId = stay.id;
    } else if (!input.visit_id) {
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
    const made = await this.repository.bookTickets({
      sessionId: found.session.id,
      userId: user.id,
      bookingId,
      visitId: input.visit_id ?? null,
      tickets,
    });
    if (!made) throw new HttpError(409, NOT_ENOUGH_TICKETS_MESSAGE);
    return made;
  }

  async activities(parkId: number): Promise<TActivity[]> {
    return (await this.repository.listActivities(parkId)).map((a) => ({
      activity_code: a.activityCode,
      name: a.name,
      description: a.description,
      image: a.imageUrl,
      owner_only: a.ownerOnly ? 1 : 0,
      minimum_hours_before_booking: a.minimumHoursBeforeBooking,
      maximum_hours_before_booking: a.maximumHoursBeforeBooking,
      pivot: { park_id: a.parkId },
    }));
  }

  async sessions(parkId: number, from: string, to: string): Promise<TActivitySession[]> {
    return (await this.repository.listSessions(parkId, from, to)).map((s) => ({
      no: s.session.sessionNo,
      activity_code: s.activityCode,
      date: s.session.date,
      start_time: s.startTime,
      end_time: s.endTime,
      no_of_available_tickets: s.session.capacity - s.session.ticketsSold,
      tickets: s.tickets.map((t) => ({
        code: t.code,
        name: t.name,
        type: t.type,
        price: formatPounds(t.pricePence),
        price_pence: t.pricePence,
      })),
    }));
  }

  takeTickets(sessionId: number, quantity: number) {
    return this.repository.takeTickets(sessionId, quantity);
  }
}
