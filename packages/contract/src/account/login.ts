import { z } from 'zod';
import { ZSuccess } from '../common/api-error';
import { ZUser } from './user';
import { ZEmail, ZPasswordGiven } from './user-fields';

/** POST api/login */
export const ZLoginRequest = z.object({
  email: ZEmail,
  password: ZPasswordGiven('Password is required'),
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
