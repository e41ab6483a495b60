import { z } from 'zod';
import { KEY_FILTERS } from '../account/user-fields';

/** PUT api/bookings/{id}/apply_promotional_code */
export const ZApplyPromotionalCodeRequest = z.object({
  promotional_code: z
    .string({ error: 'promotional_code is required' })
    .trim()
    .min(1, 'promotional_code is required')
    .max(30, 'promotional_code is too long')
    .regex(KEY_FILTERS.postcode, 'promotional_code can only contain letters and digits'),
});
export const ZApplyPromotionalCodeResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ '@attributes': z.object({ applied: z.enum(['true', 'false']) }) }),
});
export const COUPON_INVALID_MESSAGE = 'Invalid coupon, please check and try again';
export const COUPON_APPLIED_MESSAGE = 'Promotion applied';
