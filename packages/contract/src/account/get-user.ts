import type { z } from 'zod';
import { ZSuccess } from '../common/response';
import { ZUser } from './user';

/** GET api/users */
export const ZGetUserResponse = ZSuccess(ZUser);
export type TGetUserResponse = z.infer<typeof ZGetUserResponse>;
