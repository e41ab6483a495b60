import {
  NIGHT_CHOICES,
  nextFriday,
  PEOPLE_MAX,
  SEARCH_DEFAULTS,
  type TFindAvailabilityQuery,
  ZIsoDate,
} from '@parkstays/contract';

/** The search as the query string and the API name it (guest-area §3 "Search parameters"). */
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

function wholeNumber(raw: string | null, min: number, max: number, fallback: number): number {
  if (raw === null || !/^\s*\d{1,4}\s*$/.test(raw)) return fallback;
  const value = Number(raw);
  return value >= min && value <= max ? value : fallback;
}

/**
 * The search in a query string; anything missing, malformed or out of range takes its default.
 * An arrival date is kept only if it is a real day that is not before today; otherwise the next
 * Friday.
 */
export function readSearch(params: URLSearchParams, today: string): SearchState {
  const nights = wholeNumber(params.get('no_of_nights'), 1, 99, SEARCH_DEFAULTS.no_of_nights);
  const arrival = params.get('arrival_date') ?? '';
  const parkCode = (params.get('park_code') ?? '').trim();
  return {
    booking_type: wholeNumber(params.get('booking_type'), 1, 999, SEARCH_DEFAULTS.booking_type),
    park_code: /^[A-Za-z0-9]{1,10}$/.test(parkCode) ? parkCode.toUpperCase() : SEARCH_DEFAULTS.park_code,
    arrival_date: ZIsoDate.safeParse(arrival).success && arrival >= today ? arrival : nextFriday(today),
    no_of_nights: (NIGHT_CHOICES as readonly number[]).includes(nights)
      ? nights
      : SEARCH_DEFAULTS.no_of_nights,
    no_of_adults: wholeNumber(params.get('no_of_adults'), 0, PEOPLE_MAX, SEARCH_DEFAULTS.no_of_adults),
    no_of_children: wholeNumber(params.get('no_of_children'), 0, PEOPLE_MAX, SEARCH_DEFAULTS.no_of_children),
    has_pets: wholeNumber(params.get('has_pets'), 0, 1, SEARCH_DEFAULTS.has_pets),
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
