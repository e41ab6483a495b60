import { z } from 'zod';

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

/** The calendar the events screen shows (the first version's "6"). */
export const DEFAULT_EVENTS_CALENDAR_ID = 6;
/** Rows a day shows before the "more" link. */
export const EVENTS_PER_DAY = 3;
