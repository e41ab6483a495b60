import { z } from 'zod';
import { ZSuccess } from '../common/api-error';
import { ZActivity } from './activity';
import { ZActivityBookingRecord } from './activity-booking';

/** A stay at the activity's park, with the activity bookings made against it. */
export const ZUpcomingBookingWithActivities = z.object({
  id: z.number().int(),
  booking_no: z.string(),
  arrival_date: z.string(),
  no_of_nights: z.number().int(),
  park: z.object({ title: z.string(), image_url: z.string(), park_code: z.string() }),
  accommodation: z.object({ title: z.string(), grade_code: z.string() }),
  activity_bookings: z.array(ZActivityBookingRecord),
});

export const ZUpcomingVisit = z.object({
  id: z.number().int(),
  visit_start_date: z.string(),
  visit_end_date: z.string(),
  park: z.object({ title: z.string(), image_url: z.string(), park_code: z.string() }),
});

/**
 * GET api/activities/{activity_code}: the code arrives URL-encoded (codes may hold spaces or
 * slashes). One call gives the activity and, for a signed-in user, their upcoming owner visits
 * and stays at its park, so the page needs one round trip.
 */
export const ZActivityCodeParams = z.object({ activity_code: z.string().trim().min(1).max(60) });
export const ZActivityViewResponse = ZSuccess(
  z.object({
    activity: ZActivity,
    visits: z.array(ZUpcomingVisit),
    bookings: z.array(ZUpcomingBookingWithActivities),
  }),
);
export type TActivityView = z.infer<typeof ZActivityViewResponse>['data'];
