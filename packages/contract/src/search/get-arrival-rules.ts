import { z } from 'zod';
import { ZBookingType, ZParkCode } from './query-fields';

/** GET api/arrival-rules: valid arrival weekdays (0 = Sunday) by stay length at a park. */
export const ZArrivalRulesQuery = z.object({
  park_code: ZParkCode.pipe(z.string().min(1, 'park_code is required')),
  booking_type: ZBookingType,
});
export const ZArrivalRulesResponse = z.object({
  success: z.literal(true),
  data: z.array(z.object({ no_of_nights: z.number().int(), weekdays: z.array(z.number().int()) })),
});
