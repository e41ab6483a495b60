import { z } from 'zod';
import { ZIdParam } from '../common/id';
import { ZActivityBookingRecord } from './activity-booking';

/** PUT api/activity_bookings/{id}/confirm */
export const ZActivityBookingIdParams = z.object({
  id: ZIdParam('id'),
});
export const ZConfirmActivityBookingResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ZActivityBookingRecord,
});

export const TICKETS_CONFIRMED_MESSAGE =
  'Your activity booking is confirmed. Your tickets are on their way by e-mail.';
