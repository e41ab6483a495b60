import { z } from 'zod';
import { ZSuccess } from '../common/api-error';
import { ZBookingType, ZParkCode } from './query-fields';

/**
 * GET api/arrival-rules: valid arrival weekdays (0 = Sunday) by stay length, at one park or, with
 * park_code left out or empty, at every park, for a holiday type. Staff change them in the back
 * office; the answer is never kept by a cache, so guests' calendars follow an edit at once.
 */
export const ZArrivalRulesQuery = z.object({
  park_code: ZParkCode.optional().default(''),
  booking_type: ZBookingType,
});
export const ZArrivalRulesResponse = ZSuccess(
  z.array(
    z.object({ park_code: z.string(), no_of_nights: z.number().int(), weekdays: z.array(z.number().int()) }),
  ),
);
export type TArrivalRulesResponse = z.infer<typeof ZArrivalRulesResponse>;
