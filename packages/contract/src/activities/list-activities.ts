import { z } from 'zod';
import { ZActivity } from './activity';

/** GET api/parks/{park_id}/activities */
export const ZActivitiesResponse = z.object({ success: z.literal(true), data: z.array(ZActivity) });
