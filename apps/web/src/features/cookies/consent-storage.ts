/**
 * The visitor's cookie choice, kept in this browser's local storage under `cookie-choice` with the
 * day it was made. It is asked again after six months (the ICO's guidance: consent does not last
 * for ever), or when what is stored cannot be read (decision 054).
 */
export type CookieChoice = { analytics: boolean; marketing: boolean };
export type StoredCookieChoice = CookieChoice & { chosen_at: string };

export const COOKIE_CHOICE_KEY = 'cookie-choice';
export const CHOICE_KEPT_MONTHS = 6;

/** The moment a choice made at `chosenAt` stops counting: the same day and time six months on. */
export function choiceExpiresAt(chosenAt: Date): Date {
  const expires = new Date(chosenAt);
  expires.setMonth(expires.getMonth() + CHOICE_KEPT_MONTHS);
  // 31 August + 6 months runs into March: the last day of February is meant.
  if (expires.getDate() !== chosenAt.getDate()) expires.setDate(0);
  return expires;
}

function localStore(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The choice still in force at `now`, or null: never made, unreadable or older than six months. */
export function readCookieChoice(now = new Date()): StoredCookieChoice | null {
  const raw = localStore()?.getItem(COOKIE_CHOICE_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredCookieChoice>;
    const chosenAt = new Date(String(value.chosen_at));
    if (typeof value.analytics !== 'boolean' || typeof value.marketing !== 'boolean') return null;
    if (Number.isNaN(chosenAt.getTime()) || chosenAt > now) return null;
    if (now >= choiceExpiresAt(chosenAt)) return null;
    return { analytics: value.analytics, marketing: value.marketing, chosen_at: chosenAt.toISOString() };
  } catch {
    return null;
  }
}

/** Keeps `choice` as made at `now`; answers what was kept. */
export function saveCookieChoice(choice: CookieChoice, now = new Date()): StoredCookieChoice {
  const stored = { analytics: choice.analytics, marketing: choice.marketing, chosen_at: now.toISOString() };
  try {
    localStore()?.setItem(COOKIE_CHOICE_KEY, JSON.stringify(stored));
  } catch {
    // Storage full or refused: the choice holds for this page and is asked again next visit.
  }
  return stored;
}
