import { z } from 'zod';
import { API_ERROR_CODES } from './api-error-codes';

// The codes live apart from the schemas: the web's home page reads them without loading zod.
export { API_ERROR_CODES, errorCodeForStatus, type TApiErrorCode } from './api-error-codes';

/** One invalid field: `field` is the dotted path of the input ("email", "items.0.code"). */
export const ZFieldError = z.object({
  field: z.string(),
  message: z.string(),
});
export type TFieldError = z.infer<typeof ZFieldError>;

/** Every failed call answers this shape, whatever the status. */
export const ZApiError = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.enum(API_ERROR_CODES),
  errors: z.array(ZFieldError).optional(),
});
export type TApiError = z.infer<typeof ZApiError>;

/** A plain `{ success, message }` answer. */
export const ZMessageResponse = z.object({
  success: z.boolean(),
  message: z.string(),
});
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

/**
 * The envelopes a successful answer comes in, as the first version's API sent them: `success`,
 * then the words for the screen when a change has any, then what the call answers. An operation's
 * file names only its `data`.
 */

/** `{ success: true, data }`. */
export const ZSuccess = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

/** `{ success: true, message, data }`: a change, with what it did in words. */
export const ZSuccessWithMessage = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string(), data });

/**
 * `{ success, message, data }` of money the desk moves through the card provider: `success` says
 * whether it moved (a card declined, a refund refused answer false), `message` why, in words.
 */
export const ZOutcome = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), message: z.string(), data });
