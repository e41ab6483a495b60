import { z } from 'zod';
import { ZApiError, ZSuccess, ZSuccessWithMessage } from '../../common/api-error';
import { addIssueAt, repeatsIn } from '../../common/refinements';
import { ZIsoDate } from '../../search/iso-date';
import { PEOPLE_MAX, STAY_LENGTHS } from '../../search/search-constants';
import { ZStayGrade, ZStayUnit } from './stay-parts';

/**
 * POST api/admin/bookings/{booking_no}/quote: the stay as staff would change it. The unit is
 * optional: left out, the stay keeps its unit if it is of the grade and free, or takes a free one.
 */
export const ZBookingChange = z.object({
  arrival_date: ZIsoDate,
  no_of_nights: z
    .number({ error: 'Number of nights must be a number' })
    .refine((n) => (STAY_LENGTHS as readonly number[]).includes(n), {
      message: `Number of nights must be one of ${STAY_LENGTHS.join(', ')}`,
    }),
  grade_id: z.number({ error: 'Choose the accommodation' }).int().positive('Choose the accommodation'),
  unit_id: z.number({ error: 'Choose a unit' }).int().positive('Choose a unit').nullable().optional(),
  no_of_adults: z
    .number({ error: 'Adults must be a number' })
    .int('Adults must be a whole number')
    .min(1, 'At least one adult must be staying')
    .max(PEOPLE_MAX, `At most ${PEOPLE_MAX} adults`),
  no_of_children: z
    .number({ error: 'Children must be a number' })
    .int('Children must be a whole number')
    .min(0, 'Children cannot be below 0')
    .max(PEOPLE_MAX, `At most ${PEOPLE_MAX} children`),
  has_pets: z.boolean({ error: 'Say whether pets are coming' }),
  extras: z
    .array(
      z.object({
        code: z.string().trim().min(1).max(20),
        quantity: z
          .number({ error: 'Quantity must be a number' })
          .int('Quantity must be a whole number')
          .min(0, 'Quantity cannot be below 0')
          .max(20, 'At most 20 of an extra'),
      }),
    )
    .max(30, 'Too many extras')
    .superRefine((items, ctx) => {
      for (const [item, index] of repeatsIn(items, (extra) => extra.code.toUpperCase()))
        addIssueAt(ctx, [index, 'code'], `${item.code} is listed more than once`);
    }),
});
export type TBookingChange = z.infer<typeof ZBookingChange>;

/** PATCH api/admin/bookings/{booking_no}: the change, with the total staff were shown for it. */
export const ZChangeBookingRequest = ZBookingChange.extend({
  expected_total_pence: z
    .number({ error: 'expected_total_pence must be a number' })
    .int('expected_total_pence must be whole pence')
    .min(0, 'expected_total_pence cannot be below 0'),
});
export type TChangeBookingRequest = z.infer<typeof ZChangeBookingRequest>;

/** The price of a changed stay, against what it cost and what is paid; money in pence. */
export const ZBookingQuote = z.object({
  arrival_date: z.string(),
  departure_date: z.string(),
  no_of_nights: z.number().int(),
  grade: ZStayGrade,
  /** The unit the stay would have; null when none of the grade is free on those nights. */
  unit: ZStayUnit.nullable(),
  unit_available: z.boolean(),
  /** Why the unit cannot be had, naming the nights; empty when it can. */
  unit_message: z.string(),
  stay_pence: z.number().int(),
  promotional_code: z.string(),
  percent_off: z.number().int(),
  /** A fixed-amount code's pence off (0 for a percentage code or none). */
  amount_off_pence: z.number().int(),
  discount_pence: z.number().int(),
  extras: z.array(
    z.object({
      code: z.string(),
      description: z.string(),
      quantity: z.number().int(),
      unit_price_pence: z.number().int(),
      total_pence: z.number().int(),
    }),
  ),
  extras_pence: z.number().int(),
  total_pence: z.number().int(),
  previous_total_pence: z.number().int(),
  /** Paid, plus any card payment still being settled. */
  paid_pence: z.number().int(),
  /** New total less paid: above 0 is more to pay, below 0 is more paid than the new total. */
  difference_pence: z.number().int(),
  /** The new total is below what is paid: the difference must be refunded before saving. */
  refund_first: z.boolean(),
});
export type TBookingQuote = z.infer<typeof ZBookingQuote>;

export const ZBookingQuoteResponse = ZSuccess(ZBookingQuote);
export type TBookingQuoteResponse = z.infer<typeof ZBookingQuoteResponse>;

export const ZChangeBookingResponse = ZSuccessWithMessage(ZBookingQuote);
export type TChangeBookingResponse = z.infer<typeof ZChangeBookingResponse>;

/** A 409 PRICE_CHANGED carries the new price, so staff can check it and save again. */
export const ZChangeBookingRefusal = ZApiError.extend({ quote: ZBookingQuote.optional() });
export type TChangeBookingRefusal = z.infer<typeof ZChangeBookingRefusal>;
