import { z } from 'zod';
import { ZUser } from './user';

/** GET api/ping: is this bearer token still a live session, and whose? */
export const ZPingResponse = z.object({
  success: z.literal(true),
  user: ZUser,
});
export type TPingResponse = z.infer<typeof ZPingResponse>;
