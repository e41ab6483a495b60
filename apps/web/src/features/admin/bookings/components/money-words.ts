import type { TDeskPayment } from '@parkstays/contract';
import { formatPence } from '../../../../lib/format';

/** Statuses in reception's words (the Payments section words a day's payments alike). */
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

export const statusWords = (kind: 'payment' | 'refund', status: string) =>
  (kind === 'payment' ? PAYMENT_STATUS_WORDS : REFUND_STATUS_WORDS)[status] ?? status;

export function methodWords(payment: Pick<TDeskPayment, 'method' | 'taken_by'>) {
  return payment.method === 'telephone'
    ? `By telephone, taken by ${payment.taken_by?.name || 'staff'}`
    : 'Online by the guest';
}

/** Pence as pounds for a form field: 12345 → "123.45". */
export const penceAsPounds = (pence: number) => formatPence(pence).replace('£', '').replaceAll(',', '');
