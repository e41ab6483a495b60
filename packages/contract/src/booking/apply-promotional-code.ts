import { z } from 'zod';
import { KEY_FILTERS } from '../account/user-fields';
import { ZSuccessWithMessage } from '../common/api-error';

/** PUT api/bookings/{id}/apply_promotional_code */
export const ZApplyPromotionalCodeRequest = z.object({
  promotional_code: z
    .string({ error: 'promotional_code is required' })
    .trim()
    .min(1, 'promotional_code is required')
    .max(30, 'promotional_code is too long')
    .regex(KEY_FILTERS.postcode, 'promotional_code can only contain letters and digits'),
});

/**
 * Why a code was not applied, beside the documented `applied: 'false'` (clients branch on it; the
 * message is for people): see `promotionalCodeRefusal` in ./rules.
 */
export const ZPromotionalCodeRefusalReason = z.enum([
  'unknown',
  'not_started',
  'ended',
  'too_short',
  'other_park',
  'used_up',
]);

/**
 * The documented answer: 200 whether or not the code applied, `applied` as the string 'true' or
 * 'false'; a refusal's message says why and `reason` names it.
 */
export const ZApplyPromotionalCodeResponse = ZSuccessWithMessage(
  z.object({
    '@attributes': z.object({ applied: z.enum(['true', 'false']) }),
    reason: ZPromotionalCodeRefusalReason.optional(),
  }),
);
export type TApplyPromotionalCodeResponse = z.infer<typeof ZApplyPromotionalCodeResponse>;

export const COUPON_INVALID_MESSAGE = 'Invalid coupon, please check and try again';
export const COUPON_APPLIED_MESSAGE = 'Promotion applied';
/** DELETE api/bookings/{id}/promotional_code: the booking no longer carries its code. */
export const COUPON_REMOVED_MESSAGE = 'The code is removed from your booking.';
