import type { TGoogleTag } from '@parkstays/contract';
import type { CookieChoice } from './consent-storage';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Google's `gtag()`: queues a command on the data layer for the tag to read when it loads. The tag
 * tells commands from events by their being an `arguments` object, so it pushes exactly that.
 */
export function gtag(..._command: unknown[]) {
  window.dataLayer = window.dataLayer ?? [];
  // biome-ignore lint/complexity/noArguments: Google's tag reads commands only as `arguments` objects
  window.dataLayer.push(arguments);
}

let defaultsSet = false;

/**
 * Consent Mode v2: every storage Google's tag could use is refused until the visitor chooses;
 * `wait_for_update` holds a tag that loads first for half a second for the choice.
 */
export function setConsentDefaults() {
  if (defaultsSet) return;
  defaultsSet = true;
  gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
    wait_for_update: 500,
  });
}

const state = (granted: boolean) => (granted ? 'granted' : 'denied');

/** Where the tag's script is: gtag.js for a GA4 id, gtm.js for a Tag Manager container. */
export function tagScriptUrl(tag: TGoogleTag) {
  const id = encodeURIComponent(tag.id);
  return tag.id.startsWith('GTM-') ? `${tag.origin}/gtm.js?id=${id}` : `${tag.origin}/gtag/js?id=${id}`;
}

let loaded = false;

/**
 * Tells the tag the visitor's choice, and only when they allowed analytics or marketing fetches
 * the tag's script (once a page): with both refused nothing is asked of the tag's origin.
 */
export function applyCookieChoice(tag: TGoogleTag, choice: CookieChoice) {
  setConsentDefaults();
  gtag('consent', 'update', {
    ad_storage: state(choice.marketing),
    ad_user_data: state(choice.marketing),
    ad_personalization: state(choice.marketing),
    analytics_storage: state(choice.analytics),
  });
  if (loaded || !(choice.analytics || choice.marketing)) return;
  loaded = true;
  if (tag.id.startsWith('GTM-')) {
    window.dataLayer?.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  } else {
    gtag('js', new Date());
    gtag('config', tag.id);
  }
  const script = document.createElement('script');
  script.async = true;
  script.src = tagScriptUrl(tag);
  document.head.append(script);
}
