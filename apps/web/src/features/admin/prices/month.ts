import { addDays, weekday } from '@parkstays/contract';

/** yyyy-mm of a yyyy-mm-dd day. */
export const monthOf = (isoDate: string) => isoDate.slice(0, 7);

/** yyyy-mm plus (or minus) whole months. */
export function addMonths(isoMonth: string, months: number): string {
  const [year = 1970, month = 1] = isoMonth.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1 + months, 1)).toISOString().slice(0, 7);
}

/** The first and last days of a month. */
export function monthRange(isoMonth: string): { start: string; end: string } {
  return { start: `${isoMonth}-01`, end: addDays(`${addMonths(isoMonth, 1)}-01`, -1) };
}

/** The weeks of a month, Monday first: seven days each, null for the padding before the 1st and after the last. */
export function monthWeeks(isoMonth: string): Array<Array<string | null>> {
  const { start, end } = monthRange(isoMonth);
  const days: Array<string | null> = Array.from({ length: (weekday(start) + 6) % 7 }, () => null);
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  while (days.length % 7 !== 0) days.push(null);
  const weeks: Array<Array<string | null>> = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return weeks;
}
