import { z } from 'zod';
import { ZRecordAddress } from '../common/country';
import { ZMoneyText, ZPence } from '../common/money';
import { ZPark } from '../search/park';
import { ZBookingTerms } from './booking-terms';

export const BOOKING_STATUSES = ['held', 'confirmed', 'cancelled', 'expired'] as const;
export const ZBookingStatus = z.enum(BOOKING_STATUSES);

export const ZExtra = z.object({
  code: z.string(),
  description: z.string(),
  unit_price: ZMoneyText,
  unit_price_pence: z.number().int(),
  /** What the guest has chosen (0 when none). */
  selectedQuantity: z.number().int(),
  quantity: z.number().int(),
  price: ZMoneyText,
  price_pence: ZPence,
  /** Extra words shown with the extra, e.g. the cot's £10 deposit payable on arrival. */
  note: z.string(),
});
export type TExtra = z.infer<typeof ZExtra>;

export const ZPaymentOption = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The payment type sent back with the payment request. */
  dbvalue: z.enum(['Initial', 'Deposit', 'Activity']),
  amount: ZMoneyText,
  amount_pence: z.number().int(),
});
export type TPaymentOption = z.infer<typeof ZPaymentOption>;

export const ZBookingPayment = z.object({
  id: z.number().int(),
  amount: ZMoneyText,
  amount_pence: ZPence,
  status: z.string(),
  elite_payment_id: z.string().nullable(),
  created_at: z.string(),
});

/**
 * Money staff gave back on one of the booking's payments: refunded, or being checked while the card
 * processor has not confirmed it (a refund it refused gave nothing back and is not listed).
 */
export const ZBookingRefund = z.object({
  id: z.number().int(),
  /** The payment it went back on (`payments[].id`). */
  payment_id: z.number().int(),
  amount: ZMoneyText,
  amount_pence: ZPence,
  status: z.enum(['pending', 'refunded']),
  /** Why, as staff told the guest. */
  reason: z.string(),
  created_at: z.string(),
});
export type TBookingRefund = z.infer<typeof ZBookingRefund>;

/** A booking and the operator's record of it (the eliteData shape), as the booking's operations answer it. */
export const ZBookingView = z.object({
  booking: z.object({
    id: z.number().int(),
    arrival_date: z.string(),
    no_of_nights: z.number().int(),
    no_of_adults: z.number().int(),
    no_of_children: z.number().int(),
    country_code: z.string(),
    status: ZBookingStatus,
    hold_expires_at: z.string().nullable(),
    elite_dynamics_id: z.string(),
    /** What is paid on the stay now: every payment taken, less what was refunded (as reception sees it). */
    paid_pence: ZPence,
    /** What went back to the guest's card, confirmed by the card processor. */
    refunded_pence: ZPence,
    park: ZPark,
    accommodation: z.object({
      title: z.string(),
      subtitle: z.string(),
      description: z.string(),
      grade_code: z.string(),
      park_id: z.number().int(),
      capacity: z.number().int(),
      image_url: z.string(),
    }),
  }),
  eliteData: z.object({
    '@attributes': z.object({
      booking_no: z.string(),
      first_name: z.string(),
      surname: z.string(),
      ...ZRecordAddress.shape,
      phone_no: z.string(),
      email: z.string(),
      check_in_time: z.string(),
      check_out_time: z.string(),
      confirmed_date: z.string(),
      standard_price: ZMoneyText,
      standard_price_pence: ZPence,
      booking_price: ZMoneyText,
      booking_price_pence: ZPence,
      discount_amount: ZMoneyText,
      discount_amount_pence: ZPence,
      extras_amount: ZMoneyText,
      extras_amount_pence: ZPence,
      total_price: ZMoneyText,
      total_price_pence: ZPence,
      deposit_amount: ZMoneyText,
      deposit_amount_pence: ZPence,
      outstanding_amount: ZMoneyText,
      outstanding_amount_pence: ZPence,
      /** The string 'true' once paid as agreed, as the first version's records said it. */
      confirmed: z.enum(['true', 'false']),
      promotional_code: z.string(),
    }),
    Extra: z.array(ZExtra),
  }),
  payments: z.array(ZBookingPayment),
  /** Refunds on those payments, newest first. */
  refunds: z.array(ZBookingRefund),
  payment_options: z.array(ZPaymentOption),
  /**
   * The cancellation and change terms: those the guest agreed to when paying, kept with the booking;
   * until then, those its holiday type is sold under now.
   */
  terms: ZBookingTerms,
});
export type TBookingView = z.infer<typeof ZBookingView>;
