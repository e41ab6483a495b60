import { z } from 'zod';

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
  errors: z.array(ZFieldError).optional(),
});
export type TApiError = z.infer<typeof ZApiError>;

/** A plain `{ success, message }` answer. */
export const ZMessageResponse = z.object({
  success: z.boolean(),
  message: z.string(),
});
export type TMessageResponse = z.infer<typeof ZMessageResponse>;
