import { z } from 'zod';
import { ZOutcome } from '../../common/api-error';
import { ZPence } from '../../common/money';
import { ZBookingMoney, ZDeskRefund } from '../payments/desk-money';

/** Why staff give money back: shown to the guest's record and the audit log. */
export const ZRefundReason = z
  .string({ error: 'Reason is required' })
  .trim()
  .min(1, 'Enter a reason')
  .max(200, 'Reason must be at most 200 characters');

/** Whole pence above 0: the web reads pounds with `poundsToPence` and sends pence. */
export const positivePenceField = (field: string) =>
  z
    .number({ error: `${field} must be a whole number of pence` })
    .int(`${field} must be a whole number of pence`)
    .min(1, 'Enter an amount above £0')
    .max(100_000_000, 'The amount is too large');

/**
 * POST api/admin/bookings/{booking_no}/refunds (reception, Idempotency-Key): gives back
 * `amount_pence` through the card provider from the stay's payments, newest first.
 */
export const ZRefundBookingRequest = z.object({
  amount_pence: positivePenceField('amount_pence'),
  reason: ZRefundReason,
});
export type TRefundBookingRequest = z.infer<typeof ZRefundBookingRequest>;

/** What giving money back did: refunded, still being checked, refused; its parts; the stay's money after. */
export const ZRefundOutcome = z.object({
  refunded_pence: ZPence,
  pending_pence: ZPence,
  failed_pence: ZPence,
  refunds: z.array(ZDeskRefund),
  money: ZBookingMoney,
});

/**
 * 201 when every part was refunded, 202 when a part is still being checked with the provider,
 * 422 (REFUND_REFUSED) when the provider refused all of it. `refunds` are this request's parts.
 */
export const ZRefundBookingResponse = ZOutcome(ZRefundOutcome);
export type TRefundBookingResponse = z.infer<typeof ZRefundBookingResponse>;
