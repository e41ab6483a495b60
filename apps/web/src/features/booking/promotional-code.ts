import { useEffect } from 'react';

// A public entry of the booking feature of its own (see ./index.ts): the home page imports it alone.

/** docs/product.md, "Promotional codes": a promotional code arriving in the query is kept for the booking steps. */
export const PROMOTIONAL_CODE_KEY = 'promotional-code';

function local(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function savePromotionalCode(code: string) {
  const value = code.trim();
  if (value) local()?.setItem(PROMOTIONAL_CODE_KEY, value);
}

export function readPromotionalCode(): string | null {
  return local()?.getItem(PROMOTIONAL_CODE_KEY) ?? null;
}

/** Keeps a code the address arrived with (the home page's `promotionalcode`) for the booking steps. */
export function useKeepPromotionalCode(code: string | null) {
  useEffect(() => {
    if (code) savePromotionalCode(code);
  }, [code]);
}
