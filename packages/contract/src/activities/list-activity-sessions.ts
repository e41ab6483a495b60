import { z } from 'zod';
import { ZSuccess } from '../common/response';
import { ZIsoDate } from '../search/iso-date';
import { ZActivitySession } from './activity';
import { SESSION_RANGE_MAX_DAYS } from './rules';

/** GET api/parks/{park_id}/activity-sessions?start_date_filter&end_date_filter */
export const ZActivitySessionsQuery = z
  .object({ start_date_filter: ZIsoDate, end_date_filter: ZIsoDate })
  .refine((q) => q.start_date_filter <= q.end_date_filter, {
    message: 'end_date_filter must not be before start_date_filter',
    path: ['end_date_filter'],
  })
  .refine(
    (q) =>
      Date.parse(q.end_date_filter) - Date.parse(q.start_date_filter) <= SESSION_RANGE_MAX_DAYS * 86_400_000,
    {
      message: `Ask for at most ${SESSION_RANGE_MAX_DAYS} days at a time`,
      path: ['end_date_filter'],
    },
  );
export const ZActivitySessionsResponse = ZSuccess(z.array(ZActivitySession));
