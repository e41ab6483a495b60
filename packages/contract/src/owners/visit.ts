import { z } from 'zod';
import { ZActivityBookingRecord } from '../activities/activity-booking';
import { ZIdParam } from '../common/id';

export const ZVisitPark = z.object({
  id: z.number().int(),
  title: z.string(),
  image_url: z.string(),
  map_url: z.string(),
  park_code: z.string(),
});
export const ZVisit = z.object({
  id: z.number().int(),
  park: ZVisitPark,
  visit_start_date: z.string(),
  visit_end_date: z.string(),
  activitybookings: z.array(ZActivityBookingRecord),
});
export type TVisit = z.infer<typeof ZVisit>;

/** The path of one visit: api/users/visits/{id} */
export const ZVisitIdParams = z.object({
  id: ZIdParam('id'),
});
