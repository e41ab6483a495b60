import {
  ZFindAvailabilityAdults,
  ZFindAvailabilityBookingType,
  ZFindAvailabilityChildren,
  ZFindAvailabilityHasPets,
} from 'virtual:contract-answers';
import {
  isIsoDate,
  NIGHT_CHOICES,
  nextFriday,
  SEARCH_DEFAULTS,
  type TFindAvailabilityQuery,
} from '@parkstays/contract';

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

/**
 * The API's own limits for each number of the search (ZFindAvailabilityQuery's fields, made into
 * checkers at build time: the home page reads its address without zod), so none is repeated here.
 */
type NumberField = { safeParse(input: unknown): { success: true; data: number } | { success: false } };

/** A number from the query string within the API's limits for its field, else the fallback. */
function wholeNumber(raw: string | null, field: NumberField, fallback: number): number {
  // Only plain digits: the schema would also coerce '' (0), '1e1' or '0x10'.
  if (raw === null || !/^\s*\d{1,4}\s*$/.test(raw)) return fallback;
  const parsed = field.safeParse(raw.trim());
  return parsed.success ? parsed.data : fallback;
}

/** A park code as the API takes it (ZParkCode): letters and digits, at most 10, in capitals. */
function parkCode(raw: string | null): string | undefined {
  const code = (raw ?? '').trim();
  return code.length <= 10 && /^[A-Za-z0-9]*$/.test(code) ? code.toUpperCase() : undefined;
}

/**
 * The search in a query string; anything missing, malformed or out of range takes its default.
 * An arrival date is kept only if it is a real day that is not before today; otherwise the next
 * Friday.
 */
export function readSearch(params: URLSearchParams, today: string): SearchState {
  const nightsRaw = params.get('no_of_nights');
  const nights =
    nightsRaw !== null && /^\s*\d{1,4}\s*$/.test(nightsRaw) ? Number(nightsRaw.trim()) : Number.NaN;
  const arrival = params.get('arrival_date') ?? '';
  return {
    booking_type: wholeNumber(
      params.get('booking_type'),
      ZFindAvailabilityBookingType,
      SEARCH_DEFAULTS.booking_type,
    ),
    park_code: parkCode(params.get('park_code')) ?? SEARCH_DEFAULTS.park_code,
    arrival_date: isIsoDate(arrival) && arrival >= today ? arrival : nextFriday(today),
    // The search offers fewer stays than the API prices (no 10 or 11 nights): its choices are the
    // only numbers of nights taken.
    no_of_nights: (NIGHT_CHOICES as readonly number[]).includes(nights)
      ? nights
      : SEARCH_DEFAULTS.no_of_nights,
    no_of_adults: wholeNumber(
      params.get('no_of_adults'),
      ZFindAvailabilityAdults,
      SEARCH_DEFAULTS.no_of_adults,
    ),
    no_of_children: wholeNumber(
      params.get('no_of_children'),
      ZFindAvailabilityChildren,
      SEARCH_DEFAULTS.no_of_children,
    ),
    has_pets: wholeNumber(params.get('has_pets'), ZFindAvailabilityHasPets, SEARCH_DEFAULTS.has_pets),
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
