import {
  addDays,
  bookAtLeastMessage,
  bookAtMostMessage,
  formatSessionDuration,
  londonToday,
  MAX_TICKETS_PER_BOOKING,
  MIN_ONE_TICKET_MESSAGE,
  NOT_ENOUGH_TICKETS_MESSAGE,
  SESSION_RANGE_MAX_DAYS,
  type TActivity,
  type TActivityBookingSession,
  type TActivitySession,
  TOO_MANY_TICKETS_MESSAGE,
  type TUser,
  ZActivityBookingSession,
} from '@parkstays/contract';

/**
 * The booking window and the session clock are the contract's rules, the ones the API applies
 * (activities/rules.ts); they are offered here with the feature's other rules.
 */
export { bookingWindowState, londonInstant, type WindowState } from '@parkstays/contract';

export type DateRange = { from: string; to: string };

/**
 * The days whose sessions a stay or visit can book: from its first day (or today, once it has
 * begun) to its last, at most 92 days. Undefined once it is over.
 */
export function sessionRange(firstDay: string, lastDay: string, today: string = londonToday()) {
  const from = firstDay > today ? firstDay : today;
  const cap = addDays(from, SESSION_RANGE_MAX_DAYS);
  const to = lastDay < cap ? lastDay : cap;
  return from <= to ? ({ from, to } satisfies DateRange) : undefined;
}

/** The lines of the 'Booking Time Restrictions' notice; empty when the activity has no window. */
export function bookingWindowMessages(
  activity: Pick<TActivity, 'minimum_hours_before_booking' | 'maximum_hours_before_booking'>,
): string[] {
  const lines: string[] = [];
  if (activity.minimum_hours_before_booking)
    lines.push(bookAtLeastMessage(activity.minimum_hours_before_booking));
  if (activity.maximum_hours_before_booking)
    lines.push(bookAtMostMessage(activity.maximum_hours_before_booking));
  return lines;
}

/** Owner-only activities need a user with a customer number (docs/product.md, "Activity booking rules"). */
export function ownerOnlyBlocked(activity: Pick<TActivity, 'owner_only'>, user: TUser | null): boolean {
  return activity.owner_only !== 0 && !user?.customer_no;
}

export type SessionDay = { date: string; sessions: TActivitySession[] };

/** Sessions grouped by date, days in order and each day's sessions by start time. */
export function groupSessionsByDate(sessions: TActivitySession[]): SessionDay[] {
  const days = new Map<string, TActivitySession[]>();
  for (const session of sessions) {
    const date = session.date.slice(0, 10);
    const day = days.get(date) ?? [];
    day.push(session);
    days.set(date, day);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, list]) => ({
      date,
      sessions: [...list].sort((a, b) => a.start_time.localeCompare(b.start_time)),
    }));
}

/**
 * An activity's duration, from its first session's start and end times, wrapping past midnight
 * (22:00 to 01:00 is 3 hours) — docs/product.md, "Book Activities".
 */
export function activityDuration(sessions: Pick<TActivitySession, 'start_time' | 'end_time'>[]) {
  const first = sessions[0];
  return first ? formatSessionDuration(first.start_time, first.end_time) : undefined;
}

/** "HH:MM:SS" or "HH:MM" → "HH:MM". */
export function shortTime(time: string): string {
  return time.slice(0, 5);
}

/** The most tickets of a session one booking can take: what is left, at most 7 (docs/product.md, "Book Activities"). */
export function ticketCap(available: number): number {
  return Math.max(0, Math.min(available, MAX_TICKETS_PER_BOOKING));
}

export type TicketChoice = { code: string; quantity: number };

/** How many tickets are chosen, and what they cost in pence. */
export function ticketTotals(
  choices: TicketChoice[],
  ticketTypes: Pick<TActivitySession['tickets'][number], 'code' | 'price_pence'>[],
) {
  let count = 0;
  let pence = 0;
  for (const choice of choices) {
    const type = ticketTypes.find((t) => t.code === choice.code);
    if (!type || !Number.isFinite(choice.quantity) || choice.quantity <= 0) continue;
    count += choice.quantity;
    pence += choice.quantity * type.price_pence;
  }
  return { count, pence };
}

/** What is wrong with a choice of tickets, in the words the API uses; undefined when it can go. */
export function ticketProblem(count: number, available: number): string | undefined {
  if (count < 1) return MIN_ONE_TICKET_MESSAGE;
  if (count > MAX_TICKETS_PER_BOOKING) return TOO_MANY_TICKETS_MESSAGE;
  if (count > available) return NOT_ENOUGH_TICKETS_MESSAGE;
  return undefined;
}

/** The session of an activity booking (a JSON string in the record); undefined if unreadable. */
export function parseBookingSession(text: string): TActivityBookingSession | undefined {
  try {
    const parsed = ZActivityBookingSession.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The page anchor of an activity on the Book Activities page. */
export function activityAnchor(activityCode: string): string {
  return `activity-${activityCode.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}
