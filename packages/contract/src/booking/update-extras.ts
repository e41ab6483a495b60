import { z } from 'zod';
import { addIssueAt, repeatsIn } from '../common/refinements';

/**
 * POST api/bookings/{id}/updateExtras: each extra once (codes are matched in any case: COT = cot).
 * Answers the booking as GET api/bookings/{id} does (ZBookingResponse).
 */
export const ZUpdateExtrasRequest = z.object({
  extrasJSON: z
    .array(
      z.object({
        code: z.string().trim().min(1).max(20),
        quantity: z.number({ error: 'quantity must be a number' }).int().min(0).max(20),
      }),
    )
    .max(30, 'Too many extras')
    .superRefine((items, ctx) => {
      for (const [item, index] of repeatsIn(items, (extra) => String(extra.code).toUpperCase()))
        addIssueAt(ctx, [index, 'code'], `Extra ${item.code} is listed more than once`);
    }),
});
