import { z } from 'zod';
import { ZOutcome } from '../../common/api-error';
import { ZRefundOutcome, ZRefundReason } from './refund-booking';

/**
 * POST api/admin/bookings/{booking_no}/cancel (reception, Idempotency-Key): cancels the stay (its
 * unit is free again) and gives back `refund_pence` of what was paid (0 keeps it all).
 */
export const ZCancelBookingRequest = z.object({
  refund_pence: z
    .number({ error: 'refund_pence must be a whole number of pence' })
    .int('refund_pence must be a whole number of pence')
    .min(0, 'The refund cannot be below £0')
    .max(100_000_000, 'The amount is too large'),
  reason: ZRefundReason,
});
export type TCancelBookingRequest = z.infer<typeof ZCancelBookingRequest>;

export const ZCancelBookingResponse = ZOutcome(
  z.object({ status: z.literal('cancelled'), ...ZRefundOutcome.shape }),
);
export type TCancelBookingResponse = z.infer<typeof ZCancelBookingResponse>;
