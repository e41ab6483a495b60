import { z } from 'zod';
import { ZIdParam } from '../common/id';
import { ZSuccess } from '../common/response';
import { ZIsoDate } from '../search/iso-date';
import { ZEvent } from './event';

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

export const ZEventsResponse = ZSuccess(z.record(z.string(), z.object({ events: z.array(ZEvent) })));
export type TEventsResponse = z.infer<typeof ZEventsResponse>;
