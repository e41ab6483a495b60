/** The cookies feature: consent before analytics (Consent Mode v2, the banner, Cookie settings). */

export { CookieConsent } from './components/cookie-consent';
export { CookieSettingsButton } from './components/cookie-settings-button';
export { setConsentDefaults } from './google-tag';
