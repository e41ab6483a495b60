/**
 * Account forms a screen shows itself (second entry of the account feature; see `./index.ts`):
 * the sign-in form (the login page) and the phone and address fields (the booking's details step).
 */
export { ContactAddressFields } from './components/contact-address-fields';
export { SignInForm } from './components/sign-in-form';
