/**
 * The payment feature: paying by card (the card form, 3-D Secure included) and a payment's status
 * in words. It knows nothing of what is paid for: a screen says (a booking, an activity booking, a
 * ledger entry) and what happens once the money is taken.
 */
export { CardPaymentForm } from './components/card-payment-form';
export { PaymentHistory } from './components/payment-history';
