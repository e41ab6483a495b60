import { z } from 'zod';

/**
 * Money in answers: pounds with two decimals and thousands commas ("1,049.00"), as eliteData sent
 * it. The spec defines these texts; each has a `…_pence` twin (ZPence) beside it, which is what a
 * client should compute and show with.
 */
export const ZMoneyText = z.string();

/** Whole pence, the twin of a money text (`total_price` → `total_price_pence`), from the server's own pence. */
export const ZPence = z.number().int();

/**
 * Pounds as people write them: whole pounds, or pounds and pence with at most two decimals;
 * thousands may be grouped with commas in the 1,234.56 form. Hex, binary, exponents and stray
 * commas ("1,00") are not amounts: both the card form and the API refuse them.
 */
const POUNDS = /^(?:\d{1,3}(?:,\d{3})+|\d{1,9})(?:\.\d{1,2})?$/;

export const AMOUNT_FORMAT_MESSAGE = 'Enter an amount in pounds, like 50 or 1,250.00';

/** Pence for an amount in pounds (text as typed, or a JSON number), or undefined when it is not one. */
export function poundsToPence(value: string | number): number | undefined {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0 || value >= 1e9) return undefined;
    const pence = Math.round(value * 100);
    // More than two decimals is not an amount in pounds.
    return Math.abs(pence - value * 100) < 1e-6 ? pence : undefined;
  }
  const text = value.trim();
  if (!POUNDS.test(text)) return undefined;
  const [whole = '0', fraction = ''] = text.replaceAll(',', '').split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Pence as the first version's records showed pounds: thousands commas, two decimals ("1,049.50"). */
export function formatPounds(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(pence);
  const pounds = Math.trunc(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  return `${sign}${String(pounds).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${rest}`;
}
