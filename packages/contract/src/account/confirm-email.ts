import { z } from 'zod';
import { ZMessageResponse, ZSuccessWithMessage } from '../common/api-error';
import { ZUser } from './user';
import { ZEmail, ZEmailedLinkToken, ZPasswordGiven } from './user-fields';

/** How long a link to confirm an e-mail address works. */
export const EMAIL_CONFIRMATION_LINK_HOURS = 48;

/** POST api/users/confirm-email: spends the link e-mailed to the address; no sign-in needed. */
export const ZConfirmEmailRequest = z.object({
  token: ZEmailedLinkToken('Confirmation link'),
});
export type TConfirmEmailRequest = z.infer<typeof ZConfirmEmailRequest>;

/** Answers the address now confirmed. */
export const ZConfirmEmailResponse = ZSuccessWithMessage(z.object({ email: z.string() }));
export type TConfirmEmailResponse = z.infer<typeof ZConfirmEmailResponse>;

export const EMAIL_CONFIRMED_MESSAGE = 'Thank you: your e-mail address is confirmed.';
export const EMAIL_CONFIRMATION_INVALID_MESSAGE =
  'This confirmation link is invalid or has expired. Log in and ask for a new one.';

/** POST api/users/confirm-email/send: a new link to the signed-in user's address. */
export const ZSendEmailConfirmationResponse = ZMessageResponse;
export const EMAIL_CONFIRMATION_SENT_MESSAGE =
  'We have sent a new link to your e-mail address. Open it to confirm the address is yours.';
export const EMAIL_ALREADY_CONFIRMED_MESSAGE = 'Your e-mail address is already confirmed.';

/**
 * PUT api/users/email: a new address for the signed-in user, with their password. The new address
 * is unconfirmed until the link sent to it is opened.
 */
export const ZChangeEmailRequest = z.object({
  email: ZEmail,
  password: ZPasswordGiven('Enter your password'),
});
export type TChangeEmailRequest = z.infer<typeof ZChangeEmailRequest>;

export const ZChangeEmailResponse = ZSuccessWithMessage(ZUser);
export type TChangeEmailResponse = z.infer<typeof ZChangeEmailResponse>;

export const EMAIL_CHANGED_MESSAGE =
  'Your e-mail address has been changed. We have sent a link to it: open it to confirm the address is yours.';
export const EMAIL_CHANGE_PASSWORD_WRONG_MESSAGE = 'The password is not right.';
export const EMAIL_IN_USE_MESSAGE = 'Another account already uses this e-mail address.';
export const EMAIL_UNCHANGED_MESSAGE = 'This is already your e-mail address.';
