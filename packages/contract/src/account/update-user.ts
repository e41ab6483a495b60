import type { z } from 'zod';
import { ZSuccessWithMessage } from '../common/api-error';
import { ZUser } from './user';
import { ZProfileFields } from './user-fields';

/** PUT api/users: the e-mail address is not editable, so it is not part of the request. */
export const ZUpdateUserRequest = ZProfileFields;
export type TUpdateUserRequest = z.input<typeof ZUpdateUserRequest>;

export const ZUpdateUserResponse = ZSuccessWithMessage(ZUser);
export type TUpdateUserResponse = z.infer<typeof ZUpdateUserResponse>;

export const DETAILS_UPDATED_MESSAGE = 'Your details have been updated.';
