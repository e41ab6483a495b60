/**
 * Log In and, once signed in, the account menu's button take turns in the header under one id:
 * a dialog opened from Log In hands the focus back to whichever is there when it closes.
 */
export const ACCOUNT_BUTTON_ID = 'account-button';
