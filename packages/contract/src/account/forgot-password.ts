import { z } from 'zod';
import { ZMessageResponse } from '../common/api-error';
import { ZEmail } from './user-fields';

/** POST api/users/forgot-password */
export const ZForgotPasswordRequest = z.object({ email: ZEmail });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

export const ZForgotPasswordResponse = ZMessageResponse;
export type TForgotPasswordResponse = z.infer<typeof ZForgotPasswordResponse>;

/** The same words whether or not the address has an account, so the answer reveals nothing. */
export const FORGOT_PASSWORD_SENT_MESSAGE =
  'If an account exists for that email, we have sent a link to reset your password. The link works once, for one hour.';

export const RESET_LINK_LIFETIME_MINUTES = 60;
