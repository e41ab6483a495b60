import { z } from 'zod';
import { ZMoneyText } from '../booking/booking';
import { ZIdParam } from '../common/id';
import { ZActivity } from './activities';

/** What activity_session (a JSON string) holds on an activity booking. */
export const ZActivityBookingSession = z.object({
  name: z.string(),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  /** "1 hour 30 minutes"; runs past midnight are counted to the next day's end time. */
  duration: z.string(),
  park_code: z.string(),
});
export type TActivityBookingSession = z.infer<typeof ZActivityBookingSession>;

/** One admission on an activity booking: its QR code reads `{activity_booking_no}-{no}`. */
export const ZTicket = z.object({ no: z.number().int(), name: z.string() });
export type TTicket = z.infer<typeof ZTicket>;

/** The operator's record of an activity booking (the "remote data"). */
export const ZActivityBookingSummary = z.object({
  outstanding_amount: ZMoneyText,
  outstanding_pence: z.number().int(),
  total_amount: ZMoneyText,
  /** The string 'true' or 'false', as the first version's records said it. */
  confirmed: z.enum(['true', 'false']),
  /**
   * Until when an unpaid booking of a paid session keeps its tickets (ISO time); after it they go
   * back on sale. Null when nothing is held: free, or paid.
   */
  hold_expires_at: z.string().nullable().optional(),
  tickets: z.array(ZTicket),
});
export type TActivityBookingSummary = z.infer<typeof ZActivityBookingSummary>;

export const ZActivityBookingRecord = z.object({
  id: z.number().int(),
  activity_booking_no: z.string(),
  /** The stay's reference, or null for tickets booked against an owner's visit. */
  booking_no: z.string().nullable(),
  booking_id: z.number().int().nullable(),
  visit_id: z.number().int().nullable(),
  activity_no: z.string(),
  /** JSON text of ZActivityBookingSession. */
  activity_session: z.string(),
  /** JSON text of the tickets bought: [{ code, name, quantity, price }]. */
  tickets: z.string(),
  elite_data: ZActivityBookingSummary.nullable(),
});
export type TActivityBookingRecord = z.infer<typeof ZActivityBookingRecord>;

/** GET api/activity_bookings/{activity_booking_no} */
export const ZActivityBookingNoParams = z.object({
  activity_booking_no: z.string().trim().min(1).max(20),
});
export const ZActivityBookingResponse = z.object({
  success: z.literal(true),
  data: z.object({ data: ZActivityBookingRecord, booking: ZActivityBookingSummary }),
});
export type TActivityBookingResponse = z.infer<typeof ZActivityBookingResponse>;

/** GET api/bookings/{id}/activity_bookings: the activity bookings made against a stay. */
export const ZActivityBookingsResponse = z.object({
  success: z.literal(true),
  data: z.array(ZActivityBookingRecord),
});

/** PUT api/activity_bookings/{id}/confirm */
export const ZActivityBookingIdParams = z.object({
  id: ZIdParam('id'),
});
export const ZConfirmActivityBookingResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ZActivityBookingRecord,
});

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
export const ZActivityViewResponse = z.object({
  success: z.literal(true),
  data: z.object({
    activity: ZActivity,
    visits: z.array(ZUpcomingVisit),
    bookings: z.array(ZUpcomingBookingWithActivities),
  }),
});
export type TActivityView = z.infer<typeof ZActivityViewResponse>['data'];

export const TICKETS_CONFIRMED_MESSAGE =
  'Your activity booking is confirmed. Your tickets are on their way by e-mail.';
