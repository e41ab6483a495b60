/**
 * Payments (reception): a day's card payments and refunds, online and by telephone, with totals by
 * method and status and the ones the card processor is still checking.
 */
export { PaymentsDayReport, type PaymentsDayReportProps } from './components/payments-day-report';
