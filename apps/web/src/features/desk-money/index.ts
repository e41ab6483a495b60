/**
 * The back office's money desk: a stay's payments and refunds with the actions reception takes on
 * them (refund, take a payment by telephone, cancel with a refund), and a day's payments. It knows
 * nothing of the booking page or the Payments screen that place it.
 */
export { BookingMoneyPanel, type BookingMoneyPanelProps } from './components/booking-money-panel';
export { PaymentsDayReport, type PaymentsDayReportProps } from './components/payments-day-report';
