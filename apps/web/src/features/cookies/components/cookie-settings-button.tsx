import { openCookieSettings, useGoogleTag } from './cookie-consent';

/** The footer's Cookie settings: asks the cookie question again. Not shown on a site without a tag. */
export function CookieSettingsButton({ className }: { className?: string }) {
  if (!useGoogleTag()) return null;
  return (
    <button type="button" className={className} onClick={(event) => openCookieSettings(event.currentTarget)}>
      Cookie settings
    </button>
  );
}
