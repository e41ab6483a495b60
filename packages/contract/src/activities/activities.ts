import { z } from 'zod';
import { ZId, ZIdParam } from '../common/id';
import { ZIsoDate } from '../search/iso-date';

/** owners-activities-events §9: at most 7 tickets in one activity booking. */
export const MAX_TICKETS_PER_BOOKING = 7;
export const MIN_ONE_TICKET_MESSAGE = 'Please buy a minimum of one ticket from any type of tickets.';
export const OWNER_ONLY_MESSAGE = 'Owner Only Activity: This activity is only available to owners.';
export const ACTIVITY_BOOKING_FAILED_MESSAGE =
  'Something went wrong, please try again or contact reception to place your booking.';
export const NOT_ENOUGH_TICKETS_MESSAGE = 'Sorry, there are not enough tickets left for this session.';

export const ZActivity = z.object({
  activity_code: z.string(),
  name: z.string(),
  /** HTML from the operator: sanitise before rendering. */
  description: z.string(),
  image: z.string(),
  owner_only: z.number().int(),
  minimum_hours_before_booking: z.number().int().nullable(),
  maximum_hours_before_booking: z.number().int().nullable(),
  pivot: z.object({ park_id: z.number().int() }),
});
export type TActivity = z.infer<typeof ZActivity>;

export const ZTicketType = z.object({
  code: z.string(),
  name: z.string(),
  type: z.string(),
  /** Pounds with two decimals, as the operator's records showed it. */
  price: z.string(),
  price_pence: z.number().int(),
});

export const ZActivitySession = z.object({
  no: z.string(),
  activity_code: z.string(),
  date: z.string(),
  /** HH:MM; the end may be earlier than the start when the session runs past midnight. */
  start_time: z.string(),
  end_time: z.string(),
  no_of_available_tickets: z.number().int(),
  tickets: z.array(ZTicketType),
});
export type TActivitySession = z.infer<typeof ZActivitySession>;

export const ZParkIdParams = z.object({
  park_id: ZIdParam('park_id'),
});

/** GET api/parks/{park_id}/activities */
export const ZActivitiesResponse = z.object({ success: z.literal(true), data: z.array(ZActivity) });

/** GET api/parks/{park_id}/activity-sessions?start_date_filter&end_date_filter */
export const ZActivitySessionsQuery = z
  .object({ start_date_filter: ZIsoDate, end_date_filter: ZIsoDate })
  .refine((q) => q.start_date_filter <= q.end_date_filter, {
    message: 'end_date_filter must not be before start_date_filter',
    path: ['end_date_filter'],
  })
  .refine((q) => Date.parse(q.end_date_filter) - Date.parse(q.start_date_filter) <= 92 * 86_400_000, {
    message: 'Ask for at most 92 days at a time',
    path: ['end_date_filter'],
  });
export const ZActivitySessionsResponse = z.object({
  success: z.literal(true),
  data: z.array(ZActivitySession),
});

/** POST api/activity_bookings */
export const ZBookActivityRequest = z.object({
  activity_session: z.string().trim().min(1, 'activity_session is required').max(20),
  activity_no: z.string().trim().min(1, 'activity_no is required').max(30),
  booking_no: z.string().trim().max(20).optional(),
  visit_id: ZId('visit_id').optional(),
  tickets: z
    .array(
      z.object({
        code: z.string().trim().min(1).max(20),
        quantity: z.number({ error: 'quantity must be a number' }).int().min(0).max(MAX_TICKETS_PER_BOOKING),
      }),
    )
    .max(10, 'Too many ticket types'),
});
export type TBookActivityRequest = z.infer<typeof ZBookActivityRequest>;

export const ZBookActivityResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    activity_booking_no: z.string(),
    /** Until when the tickets are kept unless paid for (ISO time); null for a free session. */
    hold_expires_at: z.string().nullable().optional(),
  }),
});

export const TOO_MANY_TICKETS_MESSAGE = `You can book at most ${MAX_TICKETS_PER_BOOKING} tickets at a time.`;

/** "X" in the booking-window notices: hours, or days when over 24 hours. */
export function formatHoursWindow(hours: number): string {
  if (hours > 24) {
    const days = Math.round((hours / 24) * 10) / 10;
    return `${days} day${days === 1 ? '' : 's'}`;
  }
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}
export const bookAtLeastMessage = (hours: number) =>
  `This activity must be booked at least ${formatHoursWindow(hours)} before the start time.`;
export const bookAtMostMessage = (hours: number) =>
  `This activity can be booked at most ${formatHoursWindow(hours)} before the start time.`;

/** Minutes from start to end (HH:MM), wrapping past midnight; equal times count as a whole day. */
export function sessionMinutes(start: string, end: string): number {
  const toMinutes = (time: string) => {
    const [h = 0, m = 0] = time.split(':').map(Number);
    return h * 60 + m;
  };
  const minutes = (toMinutes(end) - toMinutes(start) + 1440) % 1440;
  return minutes === 0 ? 1440 : minutes;
}

/** A session's length in words: "2 hours", "1 hour 30 minutes", "45 minutes". */
export function formatSessionDuration(start: string, end: string): string {
  const minutes = sessionMinutes(start, end);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    ...(hours ? [`${hours} hour${hours === 1 ? '' : 's'}`] : []),
    ...(rest ? [`${rest} minute${rest === 1 ? '' : 's'}`] : []),
  ];
  return parts.join(' ');
}
