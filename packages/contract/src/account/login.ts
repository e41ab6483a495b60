import { z } from 'zod';
import { ZSuccess } from '../common/response';
import { ZUser } from './user';
import { ZEmail } from './user-fields';

/** POST api/login */
export const ZLoginRequest = z.object({
  email: ZEmail,
  // Any length: a password set before the 8-character rule must still be able to sign in.
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(1024, 'Password is too long'),
  rememberLogin: z.boolean({ error: 'rememberLogin must be true or false' }).optional().default(false),
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;

export const ZSession = z.object({
  user: ZUser,
  bearer_token: z.string(),
  /** ISO timestamp after which the token no longer works. */
  expires_at: z.string(),
});
export type TSession = z.infer<typeof ZSession>;

export const ZLoginResponse = ZSuccess(ZSession);
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const LOGIN_FAILED_MESSAGE = 'The email or password you entered is incorrect.';
