import { PAYMENT_FAILED_MESSAGE } from '@parkstays/contract';

/**
 * Every word the site says about a payment's outcome, in one place: the status of a payment in a
 * list (`payments[].status` of a booking) and what the card form says when a card is not taken.
 */

/** What a payment on record did with the guest's money. */
export type PaymentMoney = 'taken' | 'none' | 'refunded' | 'checking';

export type PaymentStatusWords = {
  /** The status in words: "Paid", "Card declined", "Being checked"… */
  label: string;
  /** Whether the payment moved money (a failed attempt took none). */
  money: PaymentMoney;
  /** A sentence for the guest, when the label alone could be misread. */
  note?: string;
};

const NOTHING_TAKEN = 'Nothing was taken.';

const STATUS_WORDS: Record<string, PaymentStatusWords> = {
  pending: {
    label: 'Being checked',
    money: 'checking',
    note: 'We are waiting for the card processor to confirm this payment.',
  },
  challenge: {
    label: 'Being checked',
    money: 'checking',
    note: 'Waiting for the bank’s security check to finish.',
  },
  authorised: { label: 'Paid', money: 'taken' },
  paid: { label: 'Paid', money: 'taken' },
  declined: { label: 'Card declined', money: 'none', note: NOTHING_TAKEN },
  rejected: { label: 'Security check not passed', money: 'none', note: NOTHING_TAKEN },
  failed: { label: 'Did not go through', money: 'none', note: NOTHING_TAKEN },
  refunded: { label: 'Refunded', money: 'refunded', note: 'The full amount went back to the card.' },
};

/** A payment's status (pending, challenge, authorised, declined, rejected, failed, refunded) in words. */
export function paymentStatusWords(status: string): PaymentStatusWords {
  const known = STATUS_WORDS[status.trim().toLowerCase()];
  if (known) return known;
  const text = status.trim().replace(/[_-]+/g, ' ');
  return { label: text ? text.charAt(0).toUpperCase() + text.slice(1) : 'Unknown', money: 'taken' };
}

const REFUND_WORDS: Record<string, PaymentStatusWords> = {
  pending: {
    label: 'Being checked',
    money: 'checking',
    note: 'We are waiting for the card processor to confirm this refund.',
  },
  refunded: { label: 'Refunded', money: 'refunded' },
};

/** A refund's status (pending, refunded) in words. */
export function refundStatusWords(status: string): PaymentStatusWords {
  return REFUND_WORDS[status] ?? paymentStatusWords(status);
}

/** The provider's answer to a card payment, as the API passes it on (sagepay_response). */
export type CardAnswer = { status?: string; statusCode?: string; statusDetail?: string };

export type CardFailureWords = {
  /** refunded: money was taken and given back; checking: the outcome is not known yet. */
  kind: 'declined' | 'security-check' | 'card-checks' | 'refunded' | 'checking' | 'failed';
  title: string;
  message: string;
};

export const DECLINED_WORDS =
  'Your bank declined this card, so nothing was taken. Please use a different card, or ask your bank why it was declined and then try again.';
export const SECURITY_CHECK_WORDS =
  'Your bank’s security check (3-D Secure) was not passed, so nothing was taken. Please try again and complete the check your bank shows you, or use a different card.';
export const CARD_CHECKS_WORDS =
  'The card details did not pass the card issuer’s checks (such as the security code or the billing address), so nothing was taken. Please check them and try again.';

/**
 * What to tell the guest when a card payment did not go through, from the answer's status and
 * status code (Opayo's codes: 2000 declined by the bank, 4026/4027 3-D Secure not passed). The
 * server's own words are kept for a refunded late payment and for a payment still being checked;
 * the provider's jargon never reaches the screen.
 */
export function cardFailureWords(answer: CardAnswer, serverMessage?: string): CardFailureWords {
  const status = (answer.status ?? '').toLowerCase();
  const code = answer.statusCode ?? '';
  if (status === 'refunded') {
    return {
      kind: 'refunded',
      title: 'Your payment has been refunded',
      message: serverMessage || answer.statusDetail || 'Your payment has been refunded in full.',
    };
  }
  if (status === 'pending') {
    return {
      kind: 'checking',
      title: 'Your payment is being checked',
      message:
        serverMessage ||
        'We have not heard back from the card processor yet. Please do not pay again: check your booking in a few minutes.',
    };
  }
  if (code === '2000' || status === 'notauthed' || status === 'declined') {
    return { kind: 'declined', title: 'Card declined', message: DECLINED_WORDS };
  }
  if (code === '4026' || code === '4027' || /3d/i.test(answer.statusDetail ?? '')) {
    return { kind: 'security-check', title: 'Security check not passed', message: SECURITY_CHECK_WORDS };
  }
  if (status === 'rejected' || code.startsWith('40')) {
    return { kind: 'card-checks', title: 'Card not accepted', message: CARD_CHECKS_WORDS };
  }
  return { kind: 'failed', title: 'Payment not taken', message: PAYMENT_FAILED_MESSAGE };
}

/**
 * The 3-D Secure result page's answer: a payment the bank passed but that was then refunded (its
 * hold had lapsed) comes back unsuccessful with status code 0000 and the server's explanation.
 */
export function challengeFailureWords(result: {
  statusCode?: string;
  statusDetail?: string;
  message?: string;
  status?: string;
}): CardFailureWords {
  if (result.statusCode === '0000' || result.status === 'Refunded') {
    return cardFailureWords(
      { status: 'Refunded', statusCode: result.statusCode, statusDetail: result.statusDetail },
      result.message,
    );
  }
  return cardFailureWords(result, result.message);
}
