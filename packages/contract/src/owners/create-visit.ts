import { z } from 'zod';
import { ID_MAX } from '../common/id';
import { ZIsoDate } from '../search/iso-date';
import { VISIT_END_BEFORE_START_MESSAGE } from './rules';
import { ZVisitPartyFields } from './visit';

/**
 * POST api/users/visits (answers ZVisitResponse). The order of the dates is checked here; the
 * rest of visitDateProblems (from today, at most MAX_VISIT_DAYS) needs the parks' today.
 */
export const ZCreateVisitRequest = z
  .object({
    park_id: z.coerce
      .number({ error: 'Park is required' })
      .int()
      .positive('Park is required')
      .max(ID_MAX, 'park_id is too large'),
    start_date: ZIsoDate,
    end_date: ZIsoDate,
    ...ZVisitPartyFields,
  })
  .refine((v) => v.end_date >= v.start_date, {
    message: VISIT_END_BEFORE_START_MESSAGE,
    path: ['end_date'],
  });
export type TCreateVisitRequest = z.input<typeof ZCreateVisitRequest>;
