import { addDays, STAY_LENGTHS, weekday } from '@parkstays/contract';

/** The test calendar's fixed search (docs/product.md, "Test pages"). */
export const TEST_CALENDAR = {
  parkCode: 'RH',
  bookingType: 2,
  defaultNights: 3,
  adults: 2,
} as const;

/** Every state a day cell can be in (docs/product.md, "Test pages"). */
export type DayState = 'empty' | 'not-bookable' | 'loading' | 'unavailable' | 'available' | 'passed';

/** yyyy-mm of a yyyy-mm-dd day. */
export function monthOf(isoDate: string): string {
  return isoDate.slice(0, 7);
}

/** yyyy-mm plus (or minus) whole months. */
export function addMonths(isoMonth: string, months: number): string {
  const [year = 1970, month = 1] = isoMonth.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1 + months, 1));
  return date.toISOString().slice(0, 7);
}

/**
 * The weeks of a month, Monday first: each week is seven days, null for the padding cells
 * before the 1st and after the last day.
 */
export function monthWeeks(isoMonth: string): Array<Array<string | null>> {
  const first = `${isoMonth}-01`;
  const leading = (weekday(first) + 6) % 7; // Monday = 0
  const days: Array<string | null> = Array.from({ length: leading }, () => null);
  for (let day = first; monthOf(day) === isoMonth; day = addDays(day, 1)) days.push(day);
  while (days.length % 7 !== 0) days.push(null);
  const weeks: Array<Array<string | null>> = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return weeks;
}

/** Stay lengths the calendar can price: those with arrival rules that find-availability accepts. */
export function durationsFrom(rules: ReadonlyArray<{ no_of_nights: number }>): number[] {
  const accepted = new Set<number>(STAY_LENGTHS);
  return [...new Set(rules.map((rule) => rule.no_of_nights))]
    .filter((nights) => accepted.has(nights))
    .sort((a, b) => a - b);
}

/** The state of a day before its price is known: empty, passed, not-bookable, or null (ask the API). */
export function staticDayState(
  date: string | null,
  today: string,
  validWeekdays: ReadonlySet<number>,
): Exclude<DayState, 'loading' | 'unavailable' | 'available'> | null {
  if (date === null) return 'empty';
  if (date < today) return 'passed';
  if (!validWeekdays.has(weekday(date))) return 'not-bookable';
  return null;
}
