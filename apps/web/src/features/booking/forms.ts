/**
 * The booking's forms (second entry of the booking feature; see `./index.ts`): the three booking
 * steps in their wizard, "Missing booking?" and the page its e-mailed link opens.
 */
export { AddMissingBooking } from './components/add-missing-booking';
export { BookingWizard, type WizardStep } from './components/booking-wizard';
export { DetailsForm } from './components/details-form';
export { ExtrasForm } from './components/extras-form';
export { MissingBookingForm } from './components/missing-booking-form';
export { PaymentStep } from './components/payment-step';
