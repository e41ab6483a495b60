import { z } from 'zod';
import { ZIdParam } from '../common/id';
import { ZIsoDate } from '../search/iso-date';

/** One event of a calendar, as the calendar screen shows it. */
export const ZEvent = z.object({
  id: z.number().int(),
  name: z.string(),
  /** HH:MM (24-hour, Europe/London). */
  start_time: z.string(),
  end_time: z.string(),
  date: z.string(),
  park_code: z.string(),
  location: z.string(),
  description: z.string(),
});
export type TEvent = z.infer<typeof ZEvent>;

/** GET api/events?calendar_id=6&start_date=…&end_date=…: events grouped by date (YYYY-MM-DD). */
export const ZEventsQuery = z
  .object({
    calendar_id: ZIdParam('calendar_id'),
    start_date: ZIsoDate,
    end_date: ZIsoDate,
  })
  .refine((q) => q.start_date <= q.end_date, {
    message: 'end_date must not be before start_date',
    path: ['end_date'],
  })
  .refine((q) => Date.parse(q.end_date) - Date.parse(q.start_date) <= 62 * 86_400_000, {
    message: 'Ask for at most 62 days at a time',
    path: ['end_date'],
  });

export const ZEventsResponse = z.object({
  success: z.literal(true),
  data: z.record(z.string(), z.object({ events: z.array(ZEvent) })),
});
export type TEventsResponse = z.infer<typeof ZEventsResponse>;

/** The calendar the events screen shows (the first version's "6"). */
export const DEFAULT_EVENTS_CALENDAR_ID = 6;
/** Rows a day shows before the "more" link. */
export const EVENTS_PER_DAY = 3;
