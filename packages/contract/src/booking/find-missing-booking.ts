import { z } from 'zod';
import { ZEmail } from '../account/user-fields';

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
