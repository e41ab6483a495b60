import { z } from 'zod';
import { ZPence } from '../../common/money';
import { bookingNoParams } from '../bookings/stay-parts';

/**
 * The shapes the back office's money screens share (decision 035): a stay's payments and refunds
 * as reception sees them, and the stay's money after a change. All amounts are whole pence.
 */

/** The path of every money operation on one stay: api/admin/bookings/{booking_no}/… */
export const ZDeskBookingParams = bookingNoParams('booking_no is required', 'booking_no is required');
export type TDeskBookingParams = z.infer<typeof ZDeskBookingParams>;

/** The Idempotency-Key header every money change carries: the same key is the same request. */
export const ZDeskIdempotencyHeaders = z.object({
  'idempotency-key': z
    .string({ error: 'The Idempotency-Key header is required' })
    .trim()
    .min(8, 'Idempotency-Key must be at least 8 characters')
    .max(80, 'Idempotency-Key must be at most 80 characters'),
});

export const PAYMENT_STATUS_NAMES = [
  'pending',
  'challenge',
  'authorised',
  'declined',
  'rejected',
  'failed',
  'refunded',
] as const;
export type TPaymentStatusName = (typeof PAYMENT_STATUS_NAMES)[number];

export const REFUND_STATUS_NAMES = ['pending', 'refunded', 'failed'] as const;
export type TRefundStatusName = (typeof REFUND_STATUS_NAMES)[number];

/** Online: the guest paid on the site. Telephone: staff took the card on the guest's behalf. */
export const PAYMENT_METHODS = ['online', 'telephone'] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A member of staff as money records name them. */
export const ZStaffName = z.object({ id: z.number().int(), name: z.string() });

/** Money given back on one payment. */
export const ZDeskRefund = z.object({
  id: z.number().int(),
  payment_id: z.number().int(),
  at: z.string(),
  amount_pence: ZPence,
  status: z.enum(REFUND_STATUS_NAMES),
  reason: z.string(),
  by: ZStaffName,
  /** What the card provider (or reconciliation) last said. */
  status_detail: z.string(),
  updated_at: z.string(),
});
export type TDeskRefund = z.infer<typeof ZDeskRefund>;

/** One card payment on a stay, with what has been given back of it. */
export const ZDeskPayment = z.object({
  id: z.number().int(),
  at: z.string(),
  amount_pence: ZPence,
  status: z.enum(PAYMENT_STATUS_NAMES),
  method: z.enum(PAYMENT_METHODS),
  /** The member of staff who took it by telephone; null when the guest paid online. */
  taken_by: ZStaffName.nullable(),
  /** The card's last four digits when the provider told us them; null otherwise. */
  card_last_four: z.string().nullable(),
  /** Refunds sent to the provider or done (pending and refunded). */
  refunded_pence: ZPence,
  /** What may still be refunded of it. */
  refundable_pence: ZPence,
  status_detail: z.string(),
  updated_at: z.string(),
  refunds: z.array(ZDeskRefund),
});
export type TDeskPayment = z.infer<typeof ZDeskPayment>;

/** A stay's money as the desk sees it. */
export const ZBookingMoney = z.object({
  booking_no: z.string(),
  status: z.string(),
  guest_name: z.string(),
  email: z.string(),
  total_pence: ZPence,
  /** Authorised payments less refunds done. */
  paid_pence: ZPence,
  /** Total less paid (what the guest still owes); 0 on a cancelled stay. */
  balance_due_pence: ZPence,
  /** Payments on their way to the card provider. */
  in_flight_pence: ZPence,
  /** The most a refund may be now: what is paid, less refunds already on their way. */
  refundable_pence: ZPence,
  /** Authorised payments, before any refund. */
  taken_pence: ZPence,
  /** Refunds done. */
  refunded_pence: ZPence,
  /** Refunds sent to the provider and not yet settled. */
  refund_pending_pence: ZPence,
  payments: z.array(ZDeskPayment),
});
export type TBookingMoney = z.infer<typeof ZBookingMoney>;
