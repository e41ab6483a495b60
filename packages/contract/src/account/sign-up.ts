import { z } from 'zod';
import { ZSuccessWithMessage } from '../common/api-error';
import { ZUser } from './user';
import { ZEmail, ZPassword, ZProfileFields } from './user-fields';

/** POST api/users */
export const ZSignUpRequest = ZProfileFields.extend({
  email: ZEmail,
  password: ZPassword,
});
export type TSignUpRequest = z.infer<typeof ZSignUpRequest>;

export const PASSWORD_MISMATCH_SIGN_UP = 'Password and confirmation password must match';

/** The Sign Up popup's form: the request plus a confirmation that must equal the password. */
export const ZSignUpForm = ZSignUpRequest.extend({
  confirm_password: z.string().min(1, 'Confirm your password'),
}).refine((form) => form.password === form.confirm_password, {
  message: PASSWORD_MISMATCH_SIGN_UP,
  path: ['confirm_password'],
});
export type TSignUpForm = z.input<typeof ZSignUpForm>;

/**
 * The documented answer is `{ success, message }`; `data` carries the session so the client can
 * sign the new user in (Remember Me on) without sending the password a second time.
 */
export const ZSignUpResponse = ZSuccessWithMessage(z.object({ user: ZUser, bearer_token: z.string() }));
export type TSignUpResponse = z.infer<typeof ZSignUpResponse>;

export const ACCOUNT_EXISTS_MESSAGE = 'An account with this email already exists. Please login first';
