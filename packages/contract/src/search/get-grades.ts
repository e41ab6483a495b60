import { z } from 'zod';
import { ZSuccess } from '../common/api-error';
import { ZAccommodation } from './accommodation';
import { ZBookingType, ZParkCode } from './query-fields';

/** GET api/parks/grades */
export const ZGradesQuery = z.object({
  park_code_filter: ZParkCode.optional(),
  booking_type: ZBookingType.optional(),
});
export const ZGradesResponse = ZSuccess(z.array(ZAccommodation));
