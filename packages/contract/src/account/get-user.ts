import type { z } from 'zod';
import { ZSuccess } from '../common/api-error';
import { ZUser } from './user';

/** GET api/users */
export const ZGetUserResponse = ZSuccess(ZUser);
export type TGetUserResponse = z.infer<typeof ZGetUserResponse>;
