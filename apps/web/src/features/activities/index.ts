/**
 * The activities feature: a park's activities and their sessions, booking tickets against a stay
 * or an owner's visit, activity bookings and their tickets. The stay or visit itself comes from
 * the screen (booking and owners features); paying comes from the payment feature.
 *
 * Two entries, because the bundler puts every module an entry re-exports into the chunk of each
 * screen that imports it: this one (activity bookings, tickets, rules, queries) for every activity
 * screen; `./catalogue.ts` (activity descriptions, sanitised with DOMPurify, and the Book
 * Activities list with its carousel and ticket choice) for the screens that show activities.
 */
export {
  activityAnchor,
  bookingWindowMessages,
  ownerOnlyBlocked,
  parseBookingSession,
  sessionRange,
  shortTime,
} from './activity-rules';
export { useConfirmActivityBooking } from './api/confirm-activity-booking';
export { useActivity } from './api/get-activity';
export { useActivityBooking } from './api/get-activity-booking';
export { useStayActivityBookings } from './api/get-stay-activity-bookings';
export { invalidateActivityQueries } from './api/keys';
export { useSettleActivityPayment } from './api/settle-activity-payment';
export {
  ActivityBookingCard,
  ActivityBookingCards,
  CONFIRM_NOW_LABEL,
  TICKETS_AFTER_PAYMENT_NOTE,
} from './components/activity-booking-card';
export { ActivityImage } from './components/activity-image';
export { TicketList } from './components/ticket-list';
