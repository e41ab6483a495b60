import { z } from 'zod';

/** DELETE api/users/visits/{id} */
export const ZVisitDeletedResponse = z.object({ success: z.literal(true), message: z.string() });
