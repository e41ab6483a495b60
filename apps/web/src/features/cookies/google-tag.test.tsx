import { afterEach, describe, expect, it } from 'vitest';
import { applyCookieChoice, tagScriptUrl } from './google-tag';

const tagScripts = () => [...document.head.querySelectorAll('script')].map((script) => script.src);
const commands = () =>
  (window.dataLayer ?? []).map((entry) =>
    Object.prototype.toString.call(entry) === '[object Arguments]'
      ? Array.from(entry as ArrayLike<unknown>)
      : entry,
  );

afterEach(() => {
  window.dataLayer = [];
});

describe("Google's tag", () => {
  it('is found at gtag.js for a GA4 id and gtm.js for a Tag Manager container', () => {
    expect(tagScriptUrl({ id: 'G-AB12', origin: 'https://tags.example' })).toBe(
      'https://tags.example/gtag/js?id=G-AB12',
    );
    expect(tagScriptUrl({ id: 'GTM-XY9', origin: 'https://tags.example' })).toBe(
      'https://tags.example/gtm.js?id=GTM-XY9',
    );
  });

  it('is never fetched when analytics and marketing are both refused, though the refusal is told', () => {
    applyCookieChoice(
      { id: 'GTM-XY9', origin: 'https://tags.example' },
      { analytics: false, marketing: false },
    );
    expect(tagScripts()).toEqual([]);
    expect(commands()).toContainEqual([
      'consent',
      'update',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
      },
    ]);
  });

  it('is fetched when marketing alone is allowed, and only once however often the choice changes', () => {
    const tag = { id: 'GTM-XY9', origin: 'https://tags.example' };
    applyCookieChoice(tag, { analytics: false, marketing: true });
    applyCookieChoice(tag, { analytics: true, marketing: true });
    expect(tagScripts()).toEqual(['https://tags.example/gtm.js?id=GTM-XY9']);
    const layer = commands();
    expect(layer[0]).toEqual([
      'consent',
      'update',
      expect.objectContaining({ ad_storage: 'granted', analytics_storage: 'denied' }),
    ]);
    expect(layer[1]).toMatchObject({ event: 'gtm.js' });
  });
});
