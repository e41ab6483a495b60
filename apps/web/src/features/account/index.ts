/**
 * The account feature: signing in and up, passwords, e-mail confirmation, My Details, and the
 * popups they open in. Who is signed in is not kept here: that is the session in lib/auth.tsx,
 * which every part of the app reads.
 *
 * The app shell (layout, header, providers) imports this entry, so it stays light: the popups'
 * forms load when a popup opens. Forms a screen shows itself are in the second entry
 * `./forms.ts` (the bundler would otherwise load them, and react-hook-form, with every page).
 */

export { useAcceptStaffInvitation } from './api/accept-staff-invitation';
export { useConfirmEmail } from './api/confirm-email';
export { invalidateAccountQueries } from './api/keys';
export { useLogout } from './api/logout';
export { usePasswordReset } from './api/password-reset';
export { ping } from './api/ping';
export { AccountPopups } from './components/account-popups';
export { EmailConfirmationNotice } from './components/email-confirmation-notice';
export { PopupProvider, usePopup } from './popups';
