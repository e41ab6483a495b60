import type { TDeskPayment, TMoneyMovement } from '@parkstays/contract';
import { formatPence } from '../../../lib/format';

/** Statuses in the desk's words. */
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

export function methodWords(payment: Pick<TDeskPayment, 'method' | 'taken_by'>) {
  return payment.method === 'telephone'
    ? `By telephone, taken by ${payment.taken_by?.name || 'staff'}`
    : 'Online by the guest';
}

export function movementMethodWords(movement: TMoneyMovement) {
  if (movement.kind === 'refund') return `Refund by ${movement.by?.name ?? 'staff'}`;
  return movement.method === 'telephone' ? `Telephone card (${movement.by?.name ?? 'staff'})` : 'Online card';
}

/** Pence as pounds for a form field: 12345 → "123.45". */
export const penceAsPounds = (pence: number) => formatPence(pence).replace('£', '').replaceAll(',', '');
