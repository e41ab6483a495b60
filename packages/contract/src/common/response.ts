import { z } from 'zod';

/**
 * The envelopes a successful answer comes in, as the first version's API sent them: `success`,
 * then the words for the screen when a change has any, then what the call answers. An operation's
 * file names only its `data`; a failure answers ZApiError instead.
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
