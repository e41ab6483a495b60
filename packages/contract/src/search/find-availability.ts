import { z } from 'zod';
import { ISO_DATE_MAX, ZIsoDate } from './iso-date';
import { ZBookingType, ZParkCode, ZQueryInt } from './query-fields';
import { PEOPLE_MAX, SEARCH_DEFAULTS, STAY_LENGTHS } from './search-constants';

/** GET api/find-availability */
export const ZFindAvailabilityQuery = z
  .object({
    booking_type: ZBookingType.default(SEARCH_DEFAULTS.booking_type),
    park_code: ZParkCode.default(''),
    arrival_date: ZIsoDate,
    no_of_nights: z.coerce
      .number({ error: 'no_of_nights must be a number' })
      .refine((n) => (STAY_LENGTHS as readonly number[]).includes(n), {
        message: `no_of_nights must be one of ${STAY_LENGTHS.join(', ')}`,
      })
      .default(SEARCH_DEFAULTS.no_of_nights),
    no_of_adults: ZQueryInt('no_of_adults', 0, PEOPLE_MAX).default(SEARCH_DEFAULTS.no_of_adults),
    no_of_children: ZQueryInt('no_of_children', 0, PEOPLE_MAX).default(SEARCH_DEFAULTS.no_of_children),
    has_pets: ZQueryInt('has_pets', 0, 1).default(SEARCH_DEFAULTS.has_pets),
  })
  .refine((q) => q.no_of_adults + q.no_of_children > 0, {
    message: 'At least one adult or child must be going',
    path: ['no_of_adults'],
  })
  // The last column starts up to two stays after arrival (availabilityColumns) and ends one later.
  // (Date.parse: a date already refused gives NaN, and this rule then stays silent.)
  .refine((q) => !(Date.parse(q.arrival_date) + 3 * q.no_of_nights * 86_400_000 > Date.parse(ISO_DATE_MAX)), {
    message: `Searches must end by ${ISO_DATE_MAX}: choose an earlier arrival_date`,
    path: ['arrival_date'],
  });
export type TFindAvailabilityQuery = z.infer<typeof ZFindAvailabilityQuery>;

/** One column of one result card: a stay of a grade starting on arrival_date. */
export const ZAvailability = z.object({
  arrival_date: z.string(),
  /** Pounds for the whole stay, formatted with thousands commas ("1,049.00"), as the first version sent it. */
  price: z.string(),
  /** The same amount in pence: what the server charges. */
  price_pence: z.number().int(),
  no_of_nights: z.number().int(),
  /** Units of the grade free on every night of this stay. */
  available_count: z.number().int(),
  grade_code: z.string(),
  park_code: z.string(),
});
export type TAvailability = z.infer<typeof ZAvailability>;

export const ZFindAvailabilityResponse = z.object({
  success: z.literal(true),
  display_type: z.enum(['previousNext', 'nextTwo']),
  /** The three arrival dates of the columns, in order. */
  columns: z.array(z.string()).length(3),
  data: z.array(ZAvailability),
});
export type TFindAvailabilityResponse = z.infer<typeof ZFindAvailabilityResponse>;

// Writing the link needs no zod (the web's home page writes them): its own module.
export { encodeAvailability } from './availability-link';

/** The availability a create-booking link carries (encodeAvailability); undefined if it holds none. */
export function decodeAvailability(encoded: string): TAvailability | undefined {
  try {
    const binary = atob(encoded.replaceAll('-', '+').replaceAll('_', '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const parsed = ZAvailability.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
