import { z } from 'zod';
import { ZSuccess } from '../common/api-error';
import { checkAskedDates } from '../common/refinements';
import { ZIsoDate } from '../search/iso-date';
import { ZActivitySession } from './activity';
import { SESSION_RANGE_MAX_DAYS } from './rules';

/** GET api/parks/{park_id}/activity-sessions?start_date_filter&end_date_filter */
export const ZActivitySessionsQuery = z
  .object({ start_date_filter: ZIsoDate, end_date_filter: ZIsoDate })
  .superRefine((q, ctx) =>
    checkAskedDates(q, ctx, ['start_date_filter', 'end_date_filter'], SESSION_RANGE_MAX_DAYS),
  );
export const ZActivitySessionsResponse = ZSuccess(z.array(ZActivitySession));
