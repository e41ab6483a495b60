import type { z } from 'zod';
import { daysBetween } from '../search/arrival-days';

/**
 * The checks of several fields together that forms and the API share. Each issue names the field
 * where the mistake is made, so a form shows it beside that field and the API's 400 names it.
 */

/** One issue of a refinement, at `path` below the value refined. */
export function addIssueAt(ctx: z.RefinementCtx, path: (string | number)[], message: string) {
  ctx.addIssue({ code: 'custom', path, message });
}

/**
 * A date range checked as a whole: end on or after start, at most `maxDays` long. Each issue names
 * the end field, where the mistake is made.
 */
export function checkDateRange(
  range: { start?: string; end?: string },
  ctx: z.RefinementCtx,
  endField: string,
  maxDays?: number,
) {
  if (!range.start || !range.end) return;
  if (range.end < range.start) addIssueAt(ctx, [endField], 'The end date must be on or after the start date');
  else if (maxDays !== undefined && daysBetween(range.start, range.end) > maxDays)
    addIssueAt(ctx, [endField], `The dates may span at most ${maxDays} days`);
}

/**
 * The dates a guest's page asks for, `from` and `to` naming the query's fields: `to` not before
 * `from`, and at most `maxDays` days after it. Each issue names `to`.
 */
export function checkAskedDates<K extends string>(
  query: Record<K, string>,
  ctx: z.RefinementCtx,
  [from, to]: [K, K],
  maxDays: number,
) {
  if (!(query[from] <= query[to])) addIssueAt(ctx, [to], `${to} must not be before ${from}`);
  if (!(Date.parse(query[to]) - Date.parse(query[from]) <= maxDays * 86_400_000))
    addIssueAt(ctx, [to], `Ask for at most ${maxDays} days at a time`);
}

/**
 * Each item whose key an earlier item of the list has already, with its index: a list where each
 * may appear once names every repeat.
 */
export function repeatsIn<T>(items: readonly T[], keyOf: (item: T) => unknown): [T, number][] {
  const seen = new Set<unknown>();
  const repeats: [T, number][] = [];
  items.forEach((item, index) => {
    const key = keyOf(item);
    if (seen.has(key)) repeats.push([item, index]);
    seen.add(key);
  });
  return repeats;
}
