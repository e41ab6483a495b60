import { z } from 'zod';
import { ZSession } from '../account/login';
import {
  KEY_FILTERS,
  PASSWORD_MIN,
  ZEmail,
  ZFirstName,
  ZLastName,
  ZPassword,
  ZPhoneNumber,
  ZPostcode,
} from '../account/user-fields';
import { ZCountryCode } from '../common/country';
import { ZIdParam } from '../common/id';
import { ZPark } from '../search/catalogue';
import { ZIsoDate } from '../search/iso-date';
import { PEOPLE_MAX, STAY_LENGTHS } from '../search/search-constants';

/** Money in answers: pounds with two decimals and thousands commas ("1,049.00"), as eliteData sent it. */
export const ZMoneyText = z.string();

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .default('');

/** POST api/bookings: a stay from a Book Now link plus the lead guest's details. */
export const ZCreateBookingRequest = z.object({
  grade_code: z.string().trim().min(1, 'grade_code is required').max(20, 'grade_code is too long'),
  arrival_date: ZIsoDate,
  no_of_nights: z
    .number({ error: 'no_of_nights must be a number' })
    .refine((n) => (STAY_LENGTHS as readonly number[]).includes(n), {
      message: 'no_of_nights is not a stay we sell',
    }),
  no_of_adults: z
    .number({ error: 'Adults must be a number' })
    .int()
    .min(1, 'At least one adult must be going')
    .max(PEOPLE_MAX),
  no_of_children: z.number({ error: 'Children must be a number' }).int().min(0).max(PEOPLE_MAX),
  has_pets: z
    .union([z.literal(0), z.literal(1)])
    .optional()
    .default(0),
  first_name: ZFirstName,
  last_name: ZLastName,
  email: ZEmail,
  phone_number: ZPhoneNumber.min(1, 'Phone number is required'),
  address_1: optionalText('Address line 1', 100),
  address_2: optionalText('Address line 2', 100),
  city: optionalText('Town or city', 60),
  postcode: ZPostcode.optional().default(''),
  country_code: ZCountryCode,
  /** Only for a guest who is not signed in: the account made with the booking. */
  password: ZPassword.optional(),
});
export type TCreateBookingRequest = z.input<typeof ZCreateBookingRequest>;
export type TCreateBookingInput = z.infer<typeof ZCreateBookingRequest>;

export const PASSWORD_MISMATCH_BOOKING = "Password and confirmation password don't match";

/** The details step's form: a guest who is not signed in also confirms a password. */
export const ZBookingDetailsForm = ZCreateBookingRequest.extend({
  confirm_password: z.string().optional(),
}).superRefine((form, ctx) => {
  if (form.password === undefined) return;
  if (form.password.length < PASSWORD_MIN || form.password !== form.confirm_password) {
    ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: PASSWORD_MISMATCH_BOOKING });
  }
});

export const ZCreateBookingResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    id: z.number().int(),
    booking_no: z.string(),
    hold_expires_at: z.string(),
    /** Present when the booking created the guest's account: the guest is now signed in. */
    session: ZSession.optional(),
  }),
});
export type TCreateBookingResponse = z.infer<typeof ZCreateBookingResponse>;

export const SOLD_OUT_MESSAGE =
  'Sorry, this accommodation has just sold out for those dates. Please choose another date or accommodation.';

/**
 * Answered (429, code HOLD_LIMIT) to a visitor who already has as many bookings waiting for
 * payment as one account, e-mail or address may hold at once.
 */
export const holdLimitMessage = (limit: number) =>
  `You already have ${limit} ${limit === 1 ? 'booking' : 'bookings'} waiting for payment. Please complete or let one lapse before starting another.`;

export const ZBookingParams = z.object({
  id: ZIdParam('Booking id'),
});

export const ZExtra = z.object({
  code: z.string(),
  description: z.string(),
  unit_price: ZMoneyText,
  unit_price_pence: z.number().int(),
  /** What the guest has chosen (0 when none). */
  selectedQuantity: z.number().int(),
  quantity: z.number().int(),
  price: ZMoneyText,
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
  status: z.string(),
  elite_payment_id: z.string().nullable(),
  created_at: z.string(),
});

/** GET api/bookings/{id}: the booking and the operator's record of it (the eliteData shape). */
export const ZBookingView = z.object({
  booking: z.object({
    id: z.number().int(),
    arrival_date: z.string(),
    no_of_nights: z.number().int(),
    no_of_adults: z.number().int(),
    no_of_children: z.number().int(),
    country_code: z.string(),
    status: z.enum(['held', 'confirmed', 'cancelled', 'expired']),
    hold_expires_at: z.string().nullable(),
    elite_dynamics_id: z.string(),
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
      address: z.string(),
      address_2: z.string(),
      city: z.string(),
      county: z.string(),
      post_code: z.string(),
      phone_no: z.string(),
      email: z.string(),
      check_in_time: z.string(),
      check_out_time: z.string(),
      confirmed_date: z.string(),
      standard_price: ZMoneyText,
      booking_price: ZMoneyText,
      discount_amount: ZMoneyText,
      extras_amount: ZMoneyText,
      total_price: ZMoneyText,
      deposit_amount: ZMoneyText,
      outstanding_amount: ZMoneyText,
      /** The string 'true' once paid as agreed, as the first version's records said it. */
      confirmed: z.enum(['true', 'false']),
      promotional_code: z.string(),
    }),
    Extra: z.array(ZExtra),
  }),
  payments: z.array(ZBookingPayment),
  payment_options: z.array(ZPaymentOption),
});
export type TBookingView = z.infer<typeof ZBookingView>;
export const ZBookingResponse = z.object({ success: z.literal(true), data: ZBookingView });

/** GET api/bookings: the signed-in user's bookings. */
export const ZBookingSummary = z.object({
  id: z.number().int(),
  booking_no: z.string(),
  arrival_date: z.string(),
  no_of_nights: z.number().int(),
  status: z.enum(['held', 'confirmed', 'cancelled', 'expired']),
  park: z.object({ title: z.string(), image_url: z.string(), park_code: z.string() }),
  accommodation: z.object({ title: z.string(), grade_code: z.string() }),
  total_price: ZMoneyText,
  outstanding_amount: ZMoneyText,
  confirmed: z.enum(['true', 'false']),
});
export const ZBookingsResponse = z.object({ success: z.literal(true), data: z.array(ZBookingSummary) });

/** POST api/bookings/{id}/updateExtras: each extra once (codes are matched in any case: COT = cot). */
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
      const seen = new Set<string>();
      items.forEach((item, index) => {
        const code = String(item.code).toUpperCase();
        if (seen.has(code)) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'code'],
            message: `Extra ${item.code} is listed more than once`,
          });
        }
        seen.add(code);
      });
    }),
});

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

/** POST api/find-missing-booking */
export const ZFindMissingBookingRequest = z.object({
  booking_reference: z
    .string()
    .trim()
    .min(1, 'Booking reference is required')
    .max(20, 'Booking reference is too long'),
  email: ZEmail,
});
export const MISSING_BOOKING_NOT_FOUND = 'We could not find a booking with that reference and email address.';

export const BALANCE_DUE_DAYS = 28;
