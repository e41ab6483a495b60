import { z } from 'zod';
import { ZActivityBookingRecord } from './activity-booking';

/** GET api/bookings/{id}/activity_bookings: the activity bookings made against a stay. */
export const ZActivityBookingsResponse = z.object({
  success: z.literal(true),
  data: z.array(ZActivityBookingRecord),
});
