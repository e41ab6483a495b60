/**
 * Pence for a money text as the API writes it ("1,049.00", "-500.00"; "" is 0). Test data only:
 * fixtures fill each `…_pence` twin from its text, so a test that changes the text changes both.
 */
export function penceOf(text: string): number {
  return Math.round(Number(text.replace(/,/g, '').trim() || '0') * 100);
}
