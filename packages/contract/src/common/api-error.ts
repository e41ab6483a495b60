import { z } from 'zod';

/** One invalid field: `field` is the dotted path of the input ("email", "items.0.code"). */
export const ZFieldError = z.object({
  field: z.string(),
  message: z.string(),
});
export type TFieldError = z.infer<typeof ZFieldError>;

/**
 * Stable machine codes for failures a client tells apart (the message is for people and may
 * change). A failure without a code is told apart by its status alone.
 */
export const API_ERROR_CODES = [
  'VALIDATION',
  'SOLD_OUT',
  'ACCOUNT_EXISTS',
  'HOLD_LIMIT',
  'IDEMPOTENCY_KEY_REUSED',
  'PAYMENT_IN_PROGRESS',
  'PAYMENT_BEING_CHECKED',
  'NOTHING_OUTSTANDING',
  'BOOKING_LOCKED',
] as const;
export type TApiErrorCode = (typeof API_ERROR_CODES)[number];

/** Every failed call answers this shape, whatever the status. */
export const ZApiError = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.enum(API_ERROR_CODES).optional(),
  errors: z.array(ZFieldError).optional(),
});
export type TApiError = z.infer<typeof ZApiError>;

/** A plain `{ success, message }` answer. */
export const ZMessageResponse = z.object({
  success: z.boolean(),
  message: z.string(),
});
export type TMessageResponse = z.infer<typeof ZMessageResponse>;
