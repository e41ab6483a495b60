import { z } from 'zod';
import { ZSuccess } from '../common/api-error';
import { ZIdParam } from '../common/id';
import { checkAskedDates } from '../common/refinements';
import { ZIsoDate } from '../search/iso-date';
import { ZEvent } from './event';

/** GET api/events?calendar_id=6&start_date=…&end_date=…: events grouped by date (YYYY-MM-DD). */
export const ZEventsQuery = z
  .object({
    calendar_id: ZIdParam('calendar_id'),
    start_date: ZIsoDate,
    end_date: ZIsoDate,
  })
  .superRefine((q, ctx) => checkAskedDates(q, ctx, ['start_date', 'end_date'], 62));

export const ZEventsResponse = ZSuccess(z.record(z.string(), z.object({ events: z.array(ZEvent) })));
export type TEventsResponse = z.infer<typeof ZEventsResponse>;
