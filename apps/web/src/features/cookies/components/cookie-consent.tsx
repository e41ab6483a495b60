import type { TGoogleTag } from '@parkstays/contract';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useSiteSettings } from '../../../reads/site-settings';
import { readCookieChoice } from '../consent-storage';
import { applyCookieChoice, setConsentDefaults } from '../google-tag';

// The banner's code is fetched only on a site with a tag, and only while the question is open.
const CookieBanner = lazy(() =>
  import('./cookie-banner').then((module) => ({ default: module.CookieBanner })),
);

type Opened = { by: HTMLElement | null } | null;
let opened: Opened = null;
const listeners = new Set<() => void>();
const setOpened = (next: Opened) => {
  opened = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Cookie settings (the footer's): asks the question again, focus going back to `by` once answered. */
export function openCookieSettings(by: HTMLElement | null) {
  setOpened({ by });
}

/** Whether this site loads an analytics tag, so has cookie settings to offer. */
export function useGoogleTag(): TGoogleTag | null {
  return useSiteSettings().data?.google_tag ?? null;
}

/**
 * Consent before analytics: with no tag configured nothing at all. With one, a choice made in the
 * last six months is applied at once; otherwise, or when Cookie settings asks, the banner asks.
 * (Consent Mode's defaults, all refused, went on the data layer when the page started: main.tsx.)
 */
export function CookieConsent() {
  const tag = useGoogleTag();
  const reopened = useSyncExternalStore(
    subscribe,
    () => opened,
    () => null,
  );
  const [unanswered, setUnanswered] = useState(false);

  useEffect(() => {
    if (!tag) return;
    setConsentDefaults();
    const choice = readCookieChoice();
    if (choice) applyCookieChoice(tag, choice);
    else setUnanswered(true);
  }, [tag]);

  if (!tag || !(unanswered || reopened)) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner
        tag={tag}
        current={readCookieChoice()}
        onDone={() => {
          setUnanswered(false);
          const back = opened?.by;
          setOpened(null);
          // Back where the visitor was: the Cookie settings button, or the page's content.
          (back?.isConnected ? back : document.getElementById('main'))?.focus();
        }}
        focusOnOpen={reopened !== null}
      />
    </Suspense>
  );
}
