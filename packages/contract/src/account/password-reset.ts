import { z } from 'zod';
import { ZMessageResponse } from '../common/api-error';
import { ZEmail, ZPassword } from './user-fields';

/** POST api/users/password-reset */
export const ZPasswordResetRequest = z.object({
  email: ZEmail,
  password: ZPassword,
  token: z
    .string({ error: 'Reset link is missing' })
    .min(1, 'Reset link is missing')
    .max(200, 'Reset link is not valid'),
});
export type TPasswordResetRequest = z.infer<typeof ZPasswordResetRequest>;

export const ZPasswordResetResponse = ZMessageResponse;

export const PASSWORD_RESET_DONE_MESSAGE = 'Your password has been reset. You can now log in.';
export const PASSWORD_RESET_INVALID_MESSAGE =
  'This password reset link is invalid or has expired. Please request a new one.';
