import { z } from 'zod';
import { ZUser } from './user';

/** GET api/users */
export const ZGetUserResponse = z.object({
  success: z.literal(true),
  data: ZUser,
});
export type TGetUserResponse = z.infer<typeof ZGetUserResponse>;
