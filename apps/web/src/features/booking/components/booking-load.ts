/**
 * How the booking screens word a booking that could not be shown (the app's LoadError and
 * QueryPage take these): a booking is seen by logging in with the account it was booked with.
 */
export const BOOKING_LOAD = {
  what: 'booking',
  signInHint: 'Log in with the account you booked with to see this booking.',
} as const;
