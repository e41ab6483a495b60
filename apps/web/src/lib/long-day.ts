import { lazily } from './format';

/* Only the back office's day screens show a long day: kept apart so the home page does not carry it. */
const longDay = lazily(
  () => new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
);

/** yyyy-mm-dd → "Tuesday 24 November": a day of the year in view (no time zone can shift it). */
export function formatLongDay(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : longDay().format(date);
}
