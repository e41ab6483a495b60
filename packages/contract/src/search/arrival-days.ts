import { addDays, WEEKDAY_NAMES, weekday } from './dates';

// The arrival-day rules and how the back office words weekdays and stay lengths, without zod (the
// home page's search bar reads arrival days with them before it loads zod).

/** The weekdays in the order the back office and calendars show them: Monday first. */
export const WEEKDAYS_MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const;

const sortedUnique = (values: readonly number[]) => [...new Set(values)].sort((a, b) => a - b);

/** Whole days from `first` to `last`, both counted (1 for one day). */
export function daysBetween(first: string, last: string): number {
  return Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The dates from `first` to `last` (both included) that fall on one of `weekdays`. */
export function datesOnWeekdays(first: string, last: string, weekdays: readonly number[]): string[] {
  const wanted = new Set(weekdays);
  const dates: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) if (wanted.has(weekday(day))) dates.push(day);
  return dates;
}

/** "Mondays, Fridays and Saturdays" (Monday first), or "every day" for all seven. */
export function describeWeekdays(weekdays: readonly number[]): string {
  const set = new Set(weekdays);
  if (set.size === 7) return 'every day';
  const names = WEEKDAYS_MONDAY_FIRST.filter((day) => set.has(day)).map((day) => `${WEEKDAY_NAMES[day]}s`);
  return names.length <= 1 ? (names[0] ?? 'no day') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** "7 nights", "1 night", "3, 4 and 7 nights". */
export function describeNights(nights: readonly number[]): string {
  const sorted = sortedUnique(nights);
  const last = sorted.at(-1);
  if (last === undefined) return 'no nights';
  const unit = sorted.length === 1 && last === 1 ? 'night' : 'nights';
  return sorted.length === 1 ? `${last} ${unit}` : `${sorted.slice(0, -1).join(', ')} and ${last} ${unit}`;
}

/**
 * Whether a stay of `nights` may start on `date` under a park's arrival-day rules: with no rule for
 * that length every weekday may (docs/product.md, "arrival-day rules": the guest search blocks no weekday unless the data
 * says so).
 */
export function arrivalDayAllowed(ruleWeekdays: readonly number[] | undefined, date: string): boolean {
  return ruleWeekdays === undefined || ruleWeekdays.includes(weekday(date));
}

/** The words a guest is told when a stay cannot start on a day: "Stays of 7 nights here start on a Monday or Friday." */
export function arrivalDayMessage(ruleWeekdays: readonly number[], nights: number): string {
  const set = new Set(ruleWeekdays);
  const names = WEEKDAYS_MONDAY_FIRST.filter((day) => set.has(day)).map((day) => WEEKDAY_NAMES[day]);
  const days = names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
  return `Stays of ${describeNights([nights])} here start on a ${days}.`;
}

/**
 * The weekdays on which no park of `parkCodes` lets a stay of `nights` start: a weekday is closed
 * only when every park has a rule for that length without it (a park with no such rule takes any
 * day). With no parks, none is closed.
 */
export function closedArrivalWeekdays(
  rules: readonly { park_code: string; no_of_nights: number; weekdays: readonly number[] }[],
  parkCodes: readonly string[],
  nights: number,
): number[] {
  if (parkCodes.length === 0) return [];
  const closed: number[] = [];
  for (let day = 0; day < 7; day++) {
    const everyParkCloses = parkCodes.every((code) => {
      const rule = rules.find((r) => r.park_code === code && r.no_of_nights === nights);
      return rule !== undefined && !rule.weekdays.includes(day);
    });
    if (everyParkCloses) closed.push(day);
  }
  return closed;
}
