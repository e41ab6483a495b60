import { z } from 'zod';
import { ZSuccess } from '../common/api-error';
import { ZPark } from './park';
import { ZBookingType } from './query-fields';

/** GET api/parks */
export const ZParksQuery = z.object({
  booking_type: ZBookingType.optional(),
  show_owner_only: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)], { error: 'show_owner_only must be 0 or 1' }))
    .optional(),
});
export const ZParksResponse = ZSuccess(z.array(ZPark));
