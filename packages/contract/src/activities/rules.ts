/**
 * The rules of booking activities that the web shows and the API enforces: tickets per booking,
 * the booking window before a session starts, and how a session's length is told.
 */

/** docs/product.md, "Activity booking rules": at most 7 tickets in one activity booking. */
export const MAX_TICKETS_PER_BOOKING = 7;
/** The sessions call answers at most this many days at a time. */
export const SESSION_RANGE_MAX_DAYS = 92;

export const MIN_ONE_TICKET_MESSAGE = 'Please buy a minimum of one ticket from any type of tickets.';
export const TOO_MANY_TICKETS_MESSAGE = `You can book at most ${MAX_TICKETS_PER_BOOKING} tickets at a time.`;
export const OWNER_ONLY_MESSAGE = 'Owner Only Activity: This activity is only available to owners.';
export const ACTIVITY_BOOKING_FAILED_MESSAGE =
  'Something went wrong, please try again or contact reception to place your booking.';
export const NOT_ENOUGH_TICKETS_MESSAGE = 'Sorry, there are not enough tickets left for this session.';
export const SESSION_STARTED_MESSAGE = 'This session has already started.';
/**
 * Tickets of a stay that is only held could not be paid for, so they would only block the
 * session: a stay takes tickets once its deposit is paid (409 code STAY_NOT_PAID, decision 045).
 */
export const STAY_NOT_PAID_MESSAGE =
  "Please pay your stay's deposit first: activities can be booked once the stay is confirmed.";

/**
 * A stay's (or an owner's visit's) tickets for one session are at most its party, adults and
 * children (409 code PARTY_TICKETS, naming the field `tickets`, decision 045).
 */
export function partyTicketsMessage(party: number, already: number): string {
  const most = `at most ${party} ${party === 1 ? 'ticket' : 'tickets'} for this session`;
  const people = `${party} ${party === 1 ? 'person' : 'people'}`;
  return `Your party is ${people}: you can have ${most}${already > 0 ? ` (you have ${already} already)` : ''}.`;
}

/** A session staff cancelled: offered to no one, its tickets refunded (code SESSION_CANCELLED). */
export const SESSION_CANCELLED_MESSAGE =
  'Sorry, this session has been cancelled by the park. Please choose another.';

/** "X" in the booking-window notices: hours, or days when over 24 hours. */
export function formatHoursWindow(hours: number): string {
  if (hours > 24) {
    const days = Math.round((hours / 24) * 10) / 10;
    return `${days} day${days === 1 ? '' : 's'}`;
  }
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}
export const bookAtLeastMessage = (hours: number) =>
  `This activity must be booked at least ${formatHoursWindow(hours)} before the start time.`;
export const bookAtMostMessage = (hours: number) =>
  `This activity can be booked at most ${formatHoursWindow(hours)} before the start time.`;

const HOUR = 3_600_000;

/** The instant a session starts: its date and time (HH:MM) on the parks' clock (Europe/London). */
export function londonInstant(date: string, time: string): Date {
  const asUtc = new Date(`${date.slice(0, 10)}T${time.slice(0, 5)}:00Z`);
  const london = new Date(asUtc.toLocaleString('en-US', { timeZone: 'Europe/London' }));
  const utc = new Date(asUtc.toLocaleString('en-US', { timeZone: 'UTC' }));
  return new Date(asUtc.getTime() - (london.getTime() - utc.getTime()));
}

/** An activity's booking window: hours before the start (null: no limit that way). */
export type TBookingWindow = {
  minimum_hours_before_booking: number | null;
  maximum_hours_before_booking: number | null;
};

export type WindowState = 'open' | 'closed' | 'not-yet';

/**
 * Where a session stands against its activity's booking window (docs/product.md, "Activity booking rules"): `closed`
 * when it starts sooner than the minimum hours (or has started), `not-yet` when it is further
 * away than the maximum, otherwise `open`.
 */
export function bookingWindowState(
  activity: TBookingWindow,
  session: { date: string; start_time: string },
  now: Date = new Date(),
): WindowState {
  const hoursAway = (londonInstant(session.date, session.start_time).getTime() - now.getTime()) / HOUR;
  const min = activity.minimum_hours_before_booking;
  const max = activity.maximum_hours_before_booking;
  if (hoursAway < (min ?? 0)) return 'closed';
  if (max !== null && hoursAway > max) return 'not-yet';
  return 'open';
}

/** Why a session cannot be booked now, in the words the API answers; undefined while the window is open. */
export function bookingWindowProblem(
  activity: TBookingWindow,
  session: { date: string; start_time: string },
  now: Date = new Date(),
): string | undefined {
  const state = bookingWindowState(activity, session, now);
  const { minimum_hours_before_booking: min, maximum_hours_before_booking: max } = activity;
  if (state === 'closed') return min ? bookAtLeastMessage(min) : SESSION_STARTED_MESSAGE;
  if (state === 'not-yet' && max !== null) return bookAtMostMessage(max);
  return undefined;
}

/** Minutes from start to end (HH:MM), wrapping past midnight; equal times count as a whole day. */
export function sessionMinutes(start: string, end: string): number {
  const toMinutes = (time: string) => {
    const [h = 0, m = 0] = time.split(':').map(Number);
    return h * 60 + m;
  };
  const minutes = (toMinutes(end) - toMinutes(start) + 1440) % 1440;
  return minutes === 0 ? 1440 : minutes;
}

/** A session's length in words: "2 hours", "1 hour 30 minutes", "45 minutes". */
export function formatSessionDuration(start: string, end: string): string {
  const minutes = sessionMinutes(start, end);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    ...(hours ? [`${hours} hour${hours === 1 ? '' : 's'}`] : []),
    ...(rest ? [`${rest} minute${rest === 1 ? '' : 's'}`] : []),
  ];
  return parts.join(' ');
}
