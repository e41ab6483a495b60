/** docs/product.md, "Search and results" */
export const NIGHT_CHOICES = [1, 2, 3, 4, 7, 14, 21] as const;
export type TNights = (typeof NIGHT_CHOICES)[number];
/**
 * Every stay length that is priced and sold: the search's choices plus the longer stays of the
 * arrival-day table (10 and 11 nights, docs/product.md "Test pages"), which the test calendar offers.
 */
export const STAY_LENGTHS = [1, 2, 3, 4, 7, 10, 11, 14, 21] as const;
export const PEOPLE_MAX = 10;
export const RESULTS_PER_PAGE = 10;
/** "Only N Left" shows at this count or fewer. */
export const ONLY_N_LEFT_AT = 3;
export const SEARCH_DEFAULTS = {
  booking_type: 1,
  park_code: '',
  no_of_nights: 3,
  no_of_adults: 1,
  no_of_children: 0,
  has_pets: 0,
} as const;
/** The resort's holiday type: its bookings moved to an external booking page. */
export const RESORT_BOOKING_TYPE = 5;
/** The fixed feature filters of the results panel, in this order. */
export const FEATURE_FILTERS = [
  { feature: 'three_bedrooms', label: 'Three Bedrooms' },
  { feature: 'linen_included', label: 'Linen Included' },
  { feature: 'entertainment_passes_included', label: 'Entertainment Passes Included' },
  { feature: 'central_heating', label: 'Central Heating' },
  { feature: 'double_glazing', label: 'Double Glazing' },
  { feature: 'tv', label: 'TV' },
] as const;
export const NO_AVAILABILITY_MESSAGE =
  'Sorry, we have no availabilities. Please try another date/duration combination.';
