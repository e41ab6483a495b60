import { PAYMENT_FAILED_MESSAGE, poundsToPence, type TPaymentOption } from '@parkstays/contract';
import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/forms';
import type { CardDetail } from '../../../reads/card-identifier';
import { type PaymentOrder, usePayByCard } from '../api/pay-by-card';
import { type CardFailureWords, cardFailureWords, challengeFailureWords } from '../payment-status';
import type { CardFormValues } from './card-form-schema';
import { useThreeDSResult } from './three-d-secure-challenge';

/** The card's details the provider may refuse → the card form's fields. */
const CARD_FIELD_OF: Record<CardDetail, 'name' | 'cardNumber' | 'expiryDate' | 'securityCode'> = {
  cardholderName: 'name',
  cardNumber: 'cardNumber',
  expiryDate: 'expiryDate',
  securityCode: 'securityCode',
};
const CARD_FIELDS = Object.values(CARD_FIELD_OF);

/** Why the last attempt did not pay: plain words (payment-status.ts), or the server's. */
export type Failure = Partial<Pick<CardFailureWords, 'kind' | 'title'>> & { message: string };

/** What a card payment is for and what happens once it is taken: the card form's props the paying needs. */
export type CardPaymentTarget = {
  /** The booking the payment is for: the API reads bookingNumber as the booking's id. */
  bookingNumber?: string;
  /** For an Activity payment: the activity booking's number. */
  activityBookingNo?: string;
  /** For an Invoice payment: the owner's ledger entry number. */
  entryNumber?: number;
  country?: string;
  /** For a stay's first payment: the version of the booking terms shown above the box agreed to. */
  termsVersion?: number;
  /**
   * Runs when the booking terms were changed after the page showed them (nothing was taken): the
   * screen shows the new ones, to be read and agreed to again.
   */
  onTermsChanged?: () => void;
  /**
   * Runs once the provider has taken the payment (straight away, or after the 3-D Secure check).
   * Resolves with words to show when the payment could not be confirmed.
   */
  onPaid: () => Promise<string | undefined>;
} & (
  | { mode: 'options'; paymentOptions: TPaymentOption[] }
  | { mode: 'amount'; type: 'Additional' | 'Invoice'; maxPence: number }
);

/**
 * Paying with the card form's values: the payment order from the form and the target, the card
 * to the provider, a 3-D Secure challenge when the bank asks for one (its result arrives as a
 * message from the challenge's iframe), then `onPaid`. `working` stays true from the first call
 * until the payment is settled; `failure` says why the last attempt did not pay; card fields the
 * provider refuses get their errors through `setError`.
 */
export function useCardPayment(target: CardPaymentTarget, setError: UseFormSetError<CardFormValues>) {
  const { bookingNumber, activityBookingNo, entryNumber, country = 'GB', onPaid } = target;
  const options = target.mode === 'options' ? target.paymentOptions : [];
  const pay = usePayByCard();
  const [working, setWorking] = useState(false);
  const [challengeSrc, setChallengeSrc] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);

  const finish = async () => {
    try {
      const problem = await onPaid();
      if (problem) {
        setFailure({ message: problem });
        setWorking(false);
      }
    } catch {
      setFailure({ message: PAYMENT_FAILED_MESSAGE });
      setWorking(false);
    }
  };

  useThreeDSResult(challengeSrc !== null, (result) => {
    setChallengeSrc(null);
    if (result.success) {
      void finish();
      return;
    }
    setFailure(challengeFailureWords(result));
    setWorking(false);
  });

  const submit = async (values: CardFormValues) => {
    setFailure(null);
    setWorking(true);
    const payer = {
      ...(bookingNumber ? { bookingNumber } : {}),
      ...(activityBookingNo ? { activityBookingNo } : {}),
      ...(entryNumber !== undefined ? { entryNumber } : {}),
      customerFirstName: values.first_name,
      customerLastName: values.last_name,
      address1: values.address,
      city: values.city,
      postalCode: values.post_code.replace(/\s+/g, ''),
      country,
      // The form cannot be sent without the box ticked; the API checks it again for a stay.
      termsAgreed: values.terms,
      ...(target.termsVersion !== undefined ? { termsVersion: target.termsVersion } : {}),
    };
    let order: PaymentOrder;
    if (target.mode === 'options') {
      const option = options.find((o) => String(o.id) === values.payment_option) ?? options[0];
      order = { ...payer, type: option?.dbvalue ?? 'Initial' };
    } else {
      // Pounds as typed, read by the contract's rule (the schema has checked them).
      order = { ...payer, type: target.type, amount: (poundsToPence(values.amount ?? '') ?? 0) / 100 };
    }
    try {
      const outcome = await pay.mutateAsync({
        card: {
          cardholderName: values.name.trim(),
          cardNumber: values.cardNumber,
          expiryDate: values.expiryDate,
          securityCode: values.securityCode,
        },
        order,
      });
      if (outcome.kind === 'finished') {
        await finish();
      } else if (outcome.kind === 'challenge') {
        setChallengeSrc(outcome.src);
      } else {
        setFailure(cardFailureWords(outcome.answer, outcome.message));
        setWorking(false);
      }
    } catch (error) {
      // The provider's words about a card detail go beside its field (none when it gave no words).
      if (error instanceof ApiError) {
        const worded = new ApiError(
          error.status,
          error.message,
          error.errors.filter((e) => e.message),
        );
        applyServerErrors(worded, setError, CARD_FIELDS, (detail) => CARD_FIELD_OF[detail as CardDetail]);
      }
      if (error instanceof ApiError && error.code === 'TERMS_CHANGED') target.onTermsChanged?.();
      const message =
        error instanceof ApiError && error.message && error.message !== GENERIC_ERROR_MESSAGE
          ? error.message
          : PAYMENT_FAILED_MESSAGE;
      setFailure({ message });
      setWorking(false);
    }
  };

  return { working, challengeSrc, failure, submit };
}
