import { afterEach, describe, expect, it } from 'vitest';
import { COOKIE_CHOICE_KEY, choiceExpiresAt, readCookieChoice, saveCookieChoice } from './consent-storage';

afterEach(() => localStorage.clear());

describe('the kept cookie choice', () => {
  it('is kept with its date and read back while it is under six months old', () => {
    const chosen = new Date('2026-11-28T10:00:00Z');
    saveCookieChoice({ analytics: true, marketing: false }, chosen);
    expect(JSON.parse(localStorage.getItem(COOKIE_CHOICE_KEY) ?? '')).toEqual({
      analytics: true,
      marketing: false,
      chosen_at: '2026-11-28T10:00:00.000Z',
    });
    expect(readCookieChoice(new Date('2027-05-27T10:00:00Z'))).toEqual({
      analytics: true,
      marketing: false,
      chosen_at: '2026-11-28T10:00:00.000Z',
    });
  });

  it('lapses six months after it was made, and the question is asked again', () => {
    saveCookieChoice({ analytics: false, marketing: false }, new Date('2026-11-28T10:00:00Z'));
    expect(readCookieChoice(new Date('2027-05-28T09:59:59Z'))).not.toBeNull();
    expect(readCookieChoice(new Date('2027-05-28T10:00:00Z'))).toBeNull();
  });

  it('counts six months to the end of a shorter month', () => {
    const lastOfAugust = new Date(2026, 7, 31, 12);
    expect(choiceExpiresAt(lastOfAugust)).toEqual(new Date(2027, 1, 28, 12));
  });

  it('is asked again when what is stored cannot be read or is dated in the future', () => {
    const now = new Date('2026-11-28T10:00:00Z');
    localStorage.setItem(COOKIE_CHOICE_KEY, 'yes');
    expect(readCookieChoice(now)).toBeNull();
    localStorage.setItem(COOKIE_CHOICE_KEY, JSON.stringify({ analytics: 'yes', chosen_at: now }));
    expect(readCookieChoice(now)).toBeNull();
    saveCookieChoice({ analytics: true, marketing: true }, new Date('2027-01-01T00:00:00Z'));
    expect(readCookieChoice(now)).toBeNull();
  });
});
