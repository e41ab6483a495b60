import { z } from 'zod';
import { ZSession } from '../account/login';
import {
  PASSWORD_MIN,
  ZEmail,
  ZFirstName,
  ZLastName,
  ZPassword,
  ZPhoneNumber,
  ZPostcode,
} from '../account/user-fields';
import { ZSuccessWithMessage } from '../common/api-error';
import { ZCountryCode } from '../common/country';
import { addIssueAt } from '../common/refinements';
import { optionalText } from '../common/text';
import { ZIsoDate } from '../search/iso-date';
import { PEOPLE_MAX, STAY_LENGTHS } from '../search/search-constants';

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
    addIssueAt(ctx, ['confirm_password'], PASSWORD_MISMATCH_BOOKING);
  }
});

export const ZCreateBookingResponse = ZSuccessWithMessage(
  z.object({
    id: z.number().int(),
    booking_no: z.string(),
    hold_expires_at: z.string(),
    /** Present when the booking created the guest's account: the guest is now signed in. */
    session: ZSession.optional(),
  }),
);
export type TCreateBookingResponse = z.infer<typeof ZCreateBookingResponse>;

/** Answered with code SOLD_OUT (409). */
export const SOLD_OUT_MESSAGE =
  'Sorry, this accommodation has just sold out for those dates. Please choose another date or accommodation.';

/**
 * Answered (429, code HOLD_LIMIT) to a visitor who already has as many bookings waiting for
 * payment as one account, e-mail or address may hold at once.
 */
export const holdLimitMessage = (limit: number) =>
  `You already have ${limit} ${limit === 1 ? 'booking' : 'bookings'} waiting for payment. Please complete or let one lapse before starting another.`;
