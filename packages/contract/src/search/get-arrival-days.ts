import { z } from 'zod';
import { ZSuccess } from '../common/api-error';
import { ZBookingType, ZParkCode } from './query-fields';
import { STAY_LENGTHS } from './search-constants';

/**
 * GET api/arrival-days: for the guest search's calendar, the weekdays on which no park searched (one
 * park, or every park of the holiday type) lets a stay of no_of_nights start, and the sentence that
 * says when such stays start ('' when every day is open). Worked out by the server from the rules
 * staff set (`closedArrivalWeekdays`), never cached.
 */
export const ZArrivalDaysQuery = z.object({
  booking_type: ZBookingType,
  park_code: ZParkCode.optional().default(''),
  no_of_nights: z.coerce
    .number({ error: 'no_of_nights must be a number' })
    .refine((n) => (STAY_LENGTHS as readonly number[]).includes(n), {
      message: `no_of_nights must be one of ${STAY_LENGTHS.join(', ')}`,
    }),
});
export type TArrivalDaysQuery = z.infer<typeof ZArrivalDaysQuery>;

export const ZArrivalDaysResponse = ZSuccess(
  z.object({
    /** 0 = Sunday … 6 = Saturday. */
    closed_weekdays: z.array(z.number().int()),
    message: z.string(),
  }),
);
export type TArrivalDaysResponse = z.infer<typeof ZArrivalDaysResponse>;
