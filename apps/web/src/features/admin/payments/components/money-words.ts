import type { TMoneyMovement } from '@parkstays/contract';

/** Statuses in reception's words. */
export const PAYMENT_STATUS_WORDS: Record<string, string> = {
  pending: 'Being checked',
  challenge: 'Waiting for the bank',
  authorised: 'Taken',
  declined: 'Declined',
  rejected: 'Refused',
  failed: 'Failed',
  refunded: 'Refunded in full',
};

export const REFUND_STATUS_WORDS: Record<string, string> = {
  pending: 'Refund being checked',
  refunded: 'Refunded',
  failed: 'Refund failed',
};

/** A status group of the day's totals: "Payments taken", "Refunds being checked". */
export function statusGroupWords(kind: 'payment' | 'refund', status: string) {
  if (kind === 'refund') {
    return `Refunds ${{ pending: 'being checked', refunded: 'done', failed: 'failed' }[status] ?? status}`;
  }
  return `Payments ${(PAYMENT_STATUS_WORDS[status] ?? status).toLowerCase()}`;
}

export const statusWords = (kind: 'payment' | 'refund', status: string) =>
  (kind === 'payment' ? PAYMENT_STATUS_WORDS : REFUND_STATUS_WORDS)[status] ?? status;

export function movementMethodWords(movement: TMoneyMovement) {
  if (movement.kind === 'refund') return `Refund by ${movement.by?.name ?? 'staff'}`;
  return movement.method === 'telephone' ? `Telephone card (${movement.by?.name ?? 'staff'})` : 'Online card';
}
