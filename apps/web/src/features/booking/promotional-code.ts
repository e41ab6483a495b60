/** guest-area §4: a promotional code arriving in the query is kept for the booking steps. */
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
