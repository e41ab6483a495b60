import { poundsToPence } from '@parkstays/contract';

/** Pounds as typed → whole pence; '' → `empty`; text that is no amount in pounds → undefined. */
export function penceOf(text: string, empty: number | null = 0): number | null | undefined {
  return text.trim() === '' ? empty : poundsToPence(text);
}

/** A whole number as typed; '' → null; anything else → NaN (the contract names it). */
export function wholeOf(text: string): number | null {
  return text.trim() === '' ? null : Number(text.trim());
}
