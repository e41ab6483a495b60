// Calendar dates without zod (the web's home page works with them before it loads zod); their
// schema is ZIsoDate in iso-date.ts.

/** yyyy-mm-dd, the form every date crosses the wire in. */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The first and last days any date we take may be. Outside them a date means nothing to a holiday
 * park, and at the edges it breaks things: PostgreSQL has no year 0000, and past 9999 a date no
 * longer fits yyyy-mm-dd.
 */
export const ISO_DATE_MIN = '1900-01-01';
export const ISO_DATE_MAX = '2999-12-31';

/** yyyy-mm-dd names a day the calendar has (no 31 April). */
export function isRealDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** What ZIsoDate accepts, without zod (the web's home page reads dates from its address with it). */
export function isIsoDate(value: string): boolean {
  return ISO_DATE.test(value) && isRealDay(value) && value >= ISO_DATE_MIN && value <= ISO_DATE_MAX;
}

/** Whole days are added in UTC so that clock changes never shift a date. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday, as the arrival-day rules count them. */
/** The days of the week by `weekday`'s number (0 = Sunday … 6 = Saturday), as arrival-day rules count them. */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export function weekday(isoDate: string): number {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay();
}

const HOUR_MS = 3_600_000;

/** 01:00 UTC on the last Sunday of a month (0-based), when the UK's clocks change. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * HOUR_MS;
}

/**
 * Today's date in the parks' time zone (Europe/London): GMT, and BST (UTC+1) from 01:00 UTC on the
 * last Sunday of March to 01:00 UTC on the last Sunday of October (the Summer Time Order 2002).
 * Worked out here rather than by Intl, which gives the same answers (iso-date.test.ts checks every
 * hour of forty years): a browser's first Intl formatter with a time zone takes tens of
 * milliseconds to make, and the home page needs today before it can show anything; searches on
 * the server ask often too.
 */
export function londonToday(now: Date = new Date()): string {
  const time = now.getTime();
  const year = now.getUTCFullYear();
  const summer = time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9);
  return new Date(summer ? time + HOUR_MS : time).toISOString().slice(0, 10);
}

/** The default arrival: the next Friday, a week later if today is Friday (docs/product.md, "Search and results"). */
export function nextFriday(today: string): string {
  const daysAhead = (5 - weekday(today) + 7) % 7 || 7;
  return addDays(today, daysAhead);
}
