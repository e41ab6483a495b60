import { addDays } from '../search/iso-date';

/** The longest visit that can be planned, in days from start to end. */
export const MAX_VISIT_DAYS = 366;

/** An owner is reminded of an open invoice once it falls due within this many days. */
export const INVOICE_REMINDER_DAYS = 7;

export const VISIT_START_PASSED_MESSAGE = 'Start date must be today or later';
export const VISIT_END_BEFORE_START_MESSAGE = 'End date must not be before the start date';
export const visitTooLongMessage = (startDate: string) =>
  `A visit can be at most ${MAX_VISIT_DAYS} days long (until ${addDays(startDate, MAX_VISIT_DAYS)})`;

export type TVisitDateProblem = { field: 'start_date' | 'end_date'; message: string };

const DAY = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

/**
 * What is wrong with a visit's dates (two real yyyy-mm-dd days), in order: a start before
 * `today`, an end before the start, a visit longer than MAX_VISIT_DAYS. Empty when they can go.
 * The form shows each beside its field; the API answers the first.
 */
export function visitDateProblems(startDate: string, endDate: string, today: string): TVisitDateProblem[] {
  const problems: TVisitDateProblem[] = [];
  if (startDate < today) problems.push({ field: 'start_date', message: VISIT_START_PASSED_MESSAGE });
  if (endDate < startDate) {
    problems.push({ field: 'end_date', message: VISIT_END_BEFORE_START_MESSAGE });
  } else if (daysBetween(startDate, endDate) > MAX_VISIT_DAYS) {
    problems.push({ field: 'end_date', message: visitTooLongMessage(startDate) });
  }
  return problems;
}

export const VISIT_END_PASSED_MESSAGE = 'End date must be today or later';

/**
 * What is wrong with new dates for a planned visit: the rules of planning one (visitDateProblems),
 * except that a visit under way keeps its start date when that is not moved, and its end must not
 * be in the past. Empty when they can go.
 */
export function visitChangeProblems(
  current: { start_date: string },
  next: { start_date: string; end_date: string },
  today: string,
): TVisitDateProblem[] {
  const keepsStart = next.start_date === current.start_date;
  const problems = visitDateProblems(next.start_date, next.end_date, today).filter(
    (problem) => !(keepsStart && problem.message === VISIT_START_PASSED_MESSAGE),
  );
  if (next.end_date < today && !problems.some((problem) => problem.field === 'end_date'))
    problems.push({ field: 'end_date', message: VISIT_END_PASSED_MESSAGE });
  return problems;
}
