import { addDays } from '@parkstays/contract';

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round(dayNumber(to) - dayNumber(from));
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The nights the board shows, each with what its column header says. */
export function boardNights(from: string, nights: number, today: string) {
  return Array.from({ length: nights }, (_, index) => {
    const date = addDays(from, index);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    return {
      index,
      date,
      weekday: WEEKDAYS[weekday]!,
      dayOfMonth: Number(date.slice(8, 10)),
      /** Friday and Saturday nights, the park's weekend. */
      weekend: weekday === 5 || weekday === 6,
      today: date === today,
    };
  });
}

export type BoardNight = ReturnType<typeof boardNights>[number];

/** Where a bar sits among the nights shown: its first column and how many it spans (0: none). */
export function barColumns(from: string, nights: number, arrival: string, length: number) {
  const start = daysBetween(from, arrival);
  const first = Math.max(0, start);
  const last = Math.min(nights, start + length);
  return { first, span: Math.max(0, last - first), start };
}
