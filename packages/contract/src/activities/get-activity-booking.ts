import { z } from 'zod';
import { ZSuccess } from '../common/api-error';
import { ZActivityBookingRecord, ZActivityBookingSummary } from './activity-booking';

/** GET api/activity_bookings/{activity_booking_no} */
export const ZActivityBookingNoParams = z.object({
  activity_booking_no: z.string().trim().min(1).max(20),
});
export const ZActivityBookingResponse = ZSuccess(
  z.object({ data: ZActivityBookingRecord, booking: ZActivityBookingSummary }),
);
export type TActivityBookingResponse = z.infer<typeof ZActivityBookingResponse>;
