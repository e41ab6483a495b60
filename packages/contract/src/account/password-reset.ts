import { z } from 'zod';
import { ZMessageResponse } from '../common/api-error';
import { ZEmail, ZEmailedLinkToken, ZPassword } from './user-fields';

/** POST api/users/password-reset */
export const ZPasswordResetRequest = z.object({
  email: ZEmail,
  password: ZPassword,
  token: ZEmailedLinkToken('Reset link'),
});
export type TPasswordResetRequest = z.infer<typeof ZPasswordResetRequest>;

export const ZPasswordResetResponse = ZMessageResponse;

export const PASSWORD_RESET_DONE_MESSAGE = 'Your password has been reset. You can now log in.';
export const PASSWORD_RESET_INVALID_MESSAGE =
  'This password reset link is invalid or has expired. Please request a new one.';
