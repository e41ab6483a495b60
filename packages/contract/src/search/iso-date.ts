import { z } from 'zod';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The first and last days any date we take may be. Outside them a date means nothing to a holiday
 * park, and at the edges it breaks things: PostgreSQL has no year 0000, and past 9999 a date no
 * longer fits yyyy-mm-dd.
 */
export const ISO_DATE_MIN = '1900-01-01';
export const ISO_DATE_MAX = '2999-12-31';

/** A calendar date as the API exchanges it (yyyy-mm-dd), checked to be a real day in our range. */
export const ZIsoDate = z
  .string({ error: 'Date must be text in the form yyyy-mm-dd' })
  .regex(ISO_DATE, 'Date must be in the form yyyy-mm-dd')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'Date is not a real calendar day')
  .refine(
    (value) => !ISO_DATE.test(value) || (value >= ISO_DATE_MIN && value <= ISO_DATE_MAX),
    `Date must be between ${ISO_DATE_MIN} and ${ISO_DATE_MAX}`,
  );

/** Whole days are added in UTC so that clock changes never shift a date. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday, as the arrival-day rules count them. */
export function weekday(isoDate: string): number {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay();
}

// Made once: building an Intl formatter costs far more than using one, and searches ask often.
const LONDON_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in the parks' time zone (Europe/London). */
export function londonToday(now: Date = new Date()): string {
  return LONDON_DATE.format(now);
}

/** The default arrival: the next Friday, a week later if today is Friday (docs/product.md, "Search and results"). */
export function nextFriday(today: string): string {
  const daysAhead = (5 - weekday(today) + 7) % 7 || 7;
  return addDays(today, daysAhead);
}
