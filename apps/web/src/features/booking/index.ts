/**
 * The booking feature: a stay from Book Now to paid, and the guest's bookings. Paying is the
 * payment feature's: a screen puts the card form into the payment step and says what happens
 * once paid (`useAfterPayment`).
 *
 * Three entries, because the bundler puts every module an entry re-exports into the chunk of each
 * screen that imports it:
 * - this one: the bookings and what shows them (light; the activity screens use it too);
 * - `./forms.ts`: the booking steps and the missing-booking form (react-hook-form, zod resolvers),
 *   for the screens that show them;
 * - `./promotional-code.ts`: keeping a promotional code from the home page's address, so the home
 *   page loads none of the rest.
 */
export { useAccommodation } from './api/get-accommodation';
export { useBooking } from './api/get-booking';
export { useBookings } from './api/get-bookings';
export { invalidateBookingQueries } from './api/keys';
export { BookingCard } from './components/booking-card';
export { BOOKING_LOAD } from './components/booking-load';
export { BookingSummary } from './components/booking-summary';
export { BookingTerms } from './components/booking-terms';
export { StaySummary } from './components/stay-summary';
export { useAfterPayment } from './components/use-after-payment';
export { leadGuestAddress } from './lead-guest';
export { splitBookings } from './split-bookings';
