import { z } from 'zod';
import { ZEmail } from '../account/user-fields';
import { ZSuccess, ZSuccessWithMessage } from '../common/api-error';

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

/** How long the link e-mailed to a booking's address, that adds it to the account that asked, works. */
export const MISSING_BOOKING_LINK_HOURS = 24;

/**
 * What "Missing booking?" did: `added` the booking to the account at once (its address is the
 * account's own, confirmed), or `link_sent`: a link went to the booking's address, if a booking
 * matched (the answer is the same when none did, so it never says which references exist).
 */
export const MISSING_BOOKING_OUTCOMES = ['added', 'link_sent'] as const;
export const ZFindMissingBookingResponse = ZSuccessWithMessage(
  z.object({ outcome: z.enum(MISSING_BOOKING_OUTCOMES) }),
);
export type TFindMissingBookingResponse = z.infer<typeof ZFindMissingBookingResponse>;

export const MISSING_BOOKING_LINK_SENT_MESSAGE = `We have e-mailed a link to the address on that booking, if the reference and e-mail address match one. Open the link from that mailbox to add the booking to your account: it works once, for ${MISSING_BOOKING_LINK_HOURS} hours.`;
export const missingBookingAddedMessage = (bookingNo: string) =>
  `Booking ${bookingNo} has been added to your account.`;

const ZLinkToken = z
  .string({ error: 'The link is missing' })
  .trim()
  .min(1, 'The link is missing')
  .max(200, 'The link is not valid');

/** GET api/find-missing-booking/link?token=…: what the link e-mailed to a booking's address would add. */
export const ZMissingBookingLinkQuery = z.object({ token: ZLinkToken });
export const ZMissingBookingLinkResponse = ZSuccess(
  z.object({
    booking_no: z.string(),
    park_title: z.string(),
    arrival_date: z.string(),
    no_of_nights: z.number().int(),
    /** The address of the account that asked for the booking, and would get it. */
    account_email: z.string(),
  }),
);
export type TMissingBookingLinkResponse = z.infer<typeof ZMissingBookingLinkResponse>;

/** POST api/find-missing-booking/link: spends the link and adds the booking to the account that asked. */
export const ZAddMissingBookingRequest = z.object({ token: ZLinkToken });
export type TAddMissingBookingRequest = z.infer<typeof ZAddMissingBookingRequest>;
export const ZAddMissingBookingResponse = ZSuccessWithMessage(
  z.object({ booking_no: z.string(), account_email: z.string() }),
);
export type TAddMissingBookingResponse = z.infer<typeof ZAddMissingBookingResponse>;

export const missingBookingLinkUsedMessage = (bookingNo: string, accountEmail: string) =>
  `Booking ${bookingNo} has been added to the account of ${accountEmail}.`;
export const MISSING_BOOKING_LINK_INVALID_MESSAGE =
  'This link is invalid, has expired or has already been used. Ask for a new one with "Missing booking?" on My Bookings.';
