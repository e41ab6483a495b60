import { z } from 'zod';

/**
 * The query-string fields the back office's lists share, with the same words wherever they appear:
 * a park's code to filter by (empty: every park, or the screen's first), what a search looks for,
 * and the page of a long list.
 */
export const ZParkCodeFilter = z
  .string({ error: 'park_code must be text' })
  .trim()
  .max(10, 'park_code must be at most 10 characters');

/** A count from 1 in the query string (text there), `fallback` when left out. */
const queryCount = (name: string, max: number, tooLarge: string, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be 1 or more`)
    .max(max, tooLarge)
    .optional()
    .default(fallback);

export const ZPageNumber = queryCount('page', 10_000, 'page is too large', 1);

export const ZPerPage = queryCount('per_page', 100, 'per_page must be at most 100', 20);

/** `q` of a back-office search: matched against any part of the fields it searches, in any case. */
export const ZSearchText = z
  .string({ error: 'q must be text' })
  .trim()
  .max(100, 'Search text must be at most 100 characters')
  .optional()
  .default('');

/**
 * Where an answered page of a long list stands in the whole: the page and per_page asked for, and
 * `total`, how many match over every page.
 */
export const ZPageInfo = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
