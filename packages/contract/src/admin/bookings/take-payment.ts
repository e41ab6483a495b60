import { z } from 'zod';
import { ZOutcome } from '../../common/api-error';
import { ZCardDetail } from '../../payment/create-payment';
import { ZBookingMoney, ZDeskPayment } from '../payments/desk-money';
import { positivePenceField } from './refund-booking';

/**
 * POST api/admin/bookings/{booking_no}/payments (reception, Idempotency-Key): a card payment
 * taken by telephone. The card went from the browser to the provider, which gave the single-use
 * identifier; the billing address defaults to the lead guest's.
 */
export const ZTakePaymentRequest = z.object({
  amount_pence: positivePenceField('amount_pence'),
  merchant_session_key: ZCardDetail('merchant_session_key', 100),
  card_identifier: ZCardDetail('card_identifier', 100),
  address_1: z.string().trim().max(50, 'Address is too long').optional(),
  city: z.string().trim().max(40, 'City is too long').optional(),
  post_code: z.string().trim().max(10, 'Post code is too long').optional(),
});
export type TTakePaymentRequest = z.infer<typeof ZTakePaymentRequest>;

export const TAKE_PAYMENT_OUTCOMES = ['authorised', 'declined', 'rejected', 'failed', 'pending'] as const;

/** 201 authorised, 200 refused by the bank or provider, 202 still being checked. */
export const ZTakePaymentResponse = ZOutcome(
  z.object({ outcome: z.enum(TAKE_PAYMENT_OUTCOMES), payment: ZDeskPayment, money: ZBookingMoney }),
);
export type TTakePaymentResponse = z.infer<typeof ZTakePaymentResponse>;
