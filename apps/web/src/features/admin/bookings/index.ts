/**
 * Bookings (reception): finding guests' stays, and a booking's page: the stay, its guests, extras,
 * e-mails, notes and history; changing it; its payments and refunds with taking a payment by
 * telephone, refunding, and cancelling with a refund.
 */

export { getFindStaysQueryOptions, useFindStays } from './api/find-stays';
export { getDeskBookingQueryOptions, useDeskBooking } from './api/get-desk-booking';
export {
  DeskSection,
  EmailsSent,
  ExtrasList,
  GuestFacts,
  MoneySummary,
  StayActivityBookings,
  StayFacts,
} from './components/booking-details';
export { BookingHistory } from './components/booking-history';
export { BookingMoneyPanel, type BookingMoneyPanelProps } from './components/booking-money-panel';
export { BookingNotes } from './components/booking-notes';
export { ChangeBookingDialog, QuoteSummary } from './components/change-booking-dialog';
export { ResendConfirmationButton } from './components/resend-confirmation-button';
export { statusLabel } from './components/status';
export { StayResults } from './components/stay-results';
export {
  EMPTY_STAY_SEARCH,
  type StaySearch,
  StaySearchForm,
  toFindStaysQuery,
} from './components/stay-search-form';
