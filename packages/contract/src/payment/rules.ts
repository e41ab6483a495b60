import { formatPounds, poundsToPence } from '../common/money';

/**
 * A free amount paid by card (Additional on a stay, Invoice for an owner): pounds as people write
 * them (poundsToPence), above £0 and at most what may be paid now, `maxPence` (what is
 * outstanding, or payable on the invoice). Options' amounts come from the server and are not typed.
 */
export type TCardAmount =
  | { pence: number }
  | { problem: 'missing' | 'format' | 'not-positive' | 'too-much'; maxPence: number };

export function checkCardAmount(amount: string | number | undefined, maxPence: number): TCardAmount {
  if (amount === undefined || (typeof amount === 'string' && amount.trim() === '')) {
    return { problem: 'missing', maxPence };
  }
  const pence = poundsToPence(amount);
  if (pence === undefined) return { problem: 'format', maxPence };
  if (pence <= 0) return { problem: 'not-positive', maxPence };
  if (pence > maxPence) return { problem: 'too-much', maxPence };
  return { pence };
}

/** The API's one answer for any amount it cannot take: the whole range that may be paid. */
export const cardAmountRangeMessage = (maxPence: number) =>
  `Enter an amount above £0 and at most £${formatPounds(maxPence)}`;

/** The card form's words for an amount over what may be paid. */
export const cardAmountTooMuchMessage = (maxPence: number) =>
  `The amount can be at most £${formatPounds(maxPence)}`;

/** A refund's amount: above £0 and at most what may be refunded now, `maxPence`. */
export function refundAmountProblem(pence: number | undefined, maxPence: number): string | undefined {
  if (pence === undefined) return 'Enter the amount to refund';
  if (pence <= 0) return 'Enter an amount above £0';
  if (pence > maxPence) return refundTooMuchMessage(maxPence);
  return undefined;
}

export const refundTooMuchMessage = (maxPence: number) =>
  maxPence > 0
    ? `You can refund at most £${formatPounds(maxPence)}`
    : 'Nothing has been paid that can be refunded';
