import { z } from 'zod';
import { ZVisit } from './visit';

/** GET api/users/visits/{id}; POST api/users/visits answers the new visit the same way. */
export const ZVisitResponse = z.object({ success: z.literal(true), data: ZVisit });
