import { z } from 'zod';
import { ZVisit } from './visit';

/** GET api/users/visits */
export const ZVisitsResponse = z.object({ success: z.literal(true), data: z.array(ZVisit) });
