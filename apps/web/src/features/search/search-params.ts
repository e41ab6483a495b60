import {
  NIGHT_CHOICES,
  nextFriday,
  SEARCH_DEFAULTS,
  type TFindAvailabilityQuery,
  ZFindAvailabilityQuery,
  ZIsoDate,
} from '@parkstays/contract';
import type { z } from 'zod';

/** The search as the query string and the API name it (docs/product.md, "Search and results"). */
export type SearchState = TFindAvailabilityQuery;

/** Written on start and on every change, in this order. */
export const SEARCH_PARAM_NAMES = [
  'booking_type',
  'park_code',
  'arrival_date',
  'no_of_adults',
  'no_of_children',
  'no_of_nights',
  'has_pets',
] as const satisfies ReadonlyArray<keyof SearchState>;

/** Read on load only: the code is saved for the booking steps. */
export const PROMOTIONAL_CODE_PARAM = 'promotionalcode';

/** The API's own limits for each field of the search (ZFindAvailabilityQuery), so none is repeated here. */
const QUERY = ZFindAvailabilityQuery.shape;

/** A number from the query string within the API's limits for its field, else the fallback. */
function wholeNumber(raw: string | null, field: z.ZodType<number, unknown>, fallback: number): number {
  // Only plain digits: the schema would also coerce '' (0), '1e1' or '0x10'.
  if (raw === null || !/^\s*\d{1,4}\s*$/.test(raw)) return fallback;
  const parsed = field.safeParse(raw.trim());
  return parsed.success ? parsed.data : fallback;
}

/**
 * The search in a query string; anything missing, malformed or out of range takes its default.
 * An arrival date is kept only if it is a real day that is not before today; otherwise the next
 * Friday.
 */
export function readSearch(params: URLSearchParams, today: string): SearchState {
  const nights = wholeNumber(params.get('no_of_nights'), QUERY.no_of_nights, SEARCH_DEFAULTS.no_of_nights);
  const arrival = params.get('arrival_date') ?? '';
  const parkCode = QUERY.park_code.safeParse(params.get('park_code') ?? '');
  return {
    booking_type: wholeNumber(params.get('booking_type'), QUERY.booking_type, SEARCH_DEFAULTS.booking_type),
    park_code: parkCode.success ? parkCode.data : SEARCH_DEFAULTS.park_code,
    arrival_date: ZIsoDate.safeParse(arrival).success && arrival >= today ? arrival : nextFriday(today),
    // The search offers fewer stays than the API prices (no 10 or 11 nights).
    no_of_nights: (NIGHT_CHOICES as readonly number[]).includes(nights)
      ? nights
      : SEARCH_DEFAULTS.no_of_nights,
    no_of_adults: wholeNumber(params.get('no_of_adults'), QUERY.no_of_adults, SEARCH_DEFAULTS.no_of_adults),
    no_of_children: wholeNumber(
      params.get('no_of_children'),
      QUERY.no_of_children,
      SEARCH_DEFAULTS.no_of_children,
    ),
    has_pets: wholeNumber(params.get('has_pets'), QUERY.has_pets, SEARCH_DEFAULTS.has_pets),
  };
}

/** A copy of `params` with the search written into it; other parameters are left alone. */
export function writeSearch(search: SearchState, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of SEARCH_PARAM_NAMES) next.delete(name);
  for (const name of SEARCH_PARAM_NAMES) next.set(name, String(search[name]));
  return next;
}

/** The API refuses a party of nobody. */
export function hasTravellers(search: SearchState) {
  return search.no_of_adults + search.no_of_children > 0;
}
