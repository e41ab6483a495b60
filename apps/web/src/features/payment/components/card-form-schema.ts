import {
  AMOUNT_FORMAT_MESSAGE,
  cardAmountRangeMessage,
  cardAmountTooMuchMessage,
  checkCardAmount,
  type TPaymentOption,
  ZPaymentRequest,
} from '@parkstays/contract';
import type { Path } from 'react-hook-form';
import { z } from 'zod';

/** Key filters of the card form (docs/product.md, "Payment and 3-D Secure"). */
export const CARD_KEY_FILTERS = {
  digits: /^[0-9]*$/,
  /** Name on card: letters and spaces only. */
  cardName: /^[\p{L} ]*$/u,
  postcode: /^[A-Za-z0-9 ]*$/,
} as const;

const needed = (label: string) => z.string().trim().min(1, `${label} is required`);

/** The words beside the amount for each way the contract's card-amount rule refuses it. */
const AMOUNT_PROBLEM_MESSAGES = {
  missing: () => 'Amount is required',
  format: () => AMOUNT_FORMAT_MESSAGE,
  'not-positive': cardAmountRangeMessage,
  'too-much': cardAmountTooMuchMessage,
} as const;

/**
 * The card form's rules: the billing address by the contract's payment request (the same rules as
 * the API's), the card's own fields (they go to the card provider, never to our API), the terms,
 * and either the payment option or the amount.
 */
export function cardFormSchema(mode: 'options' | 'amount', maxPence: number) {
  const request = ZPaymentRequest.shape;
  return z
    .object({
      payment_option: z.string().optional(),
      amount: z.string().optional(),
      first_name: request.customerFirstName,
      last_name: request.customerLastName,
      address: request.address1,
      city: request.city,
      post_code: request.postalCode,
      name: needed('Name on card').regex(
        CARD_KEY_FILTERS.cardName,
        'Name on card can only contain letters and spaces',
      ),
      cardNumber: needed('Card number').regex(/^\d{12,19}$/, 'Card number must be 12 to 19 digits'),
      expiryDate: needed('Expiry date').regex(
        /^(0[1-9]|1[0-2])\d{2}$/,
        'Expiry date must be 4 digits, month then year (MMYY)',
      ),
      securityCode: needed('CV2').regex(/^\d{3}$/, 'CV2 must be 3 digits'),
      terms: z.boolean().refine((value) => value, 'Tick the box to agree to the terms and conditions'),
    })
    .superRefine((form, ctx) => {
      if (mode === 'options') {
        if (!form.payment_option) {
          ctx.addIssue({ code: 'custom', path: ['payment_option'], message: 'Choose how much to pay' });
        }
        return;
      }
      // The API's rule (payment/rules.ts): pounds as people write them, above £0, at most maxPence.
      const checked = checkCardAmount(form.amount, maxPence);
      if ('problem' in checked) {
        const message = AMOUNT_PROBLEM_MESSAGES[checked.problem](maxPence);
        ctx.addIssue({ code: 'custom', path: ['amount'], message });
      }
    });
}

export type CardFormValues = z.input<ReturnType<typeof cardFormSchema>>;

/** The fields in the order the form shows them (the error summary follows it). */
export const CARD_FIELD_ORDER = [
  'payment_option',
  'amount',
  'first_name',
  'last_name',
  'address',
  'city',
  'post_code',
  'name',
  'cardNumber',
  'expiryDate',
  'securityCode',
  'terms',
] as const satisfies readonly Path<CardFormValues>[];

/**
 * The fields a payment cannot go without (an empty one makes the summary say so): every box typed
 * in, not the two choices (how much to pay, the terms), whose messages say what to choose.
 */
export const CARD_REQUIRED_FIELDS = new Set<string>(
  CARD_FIELD_ORDER.filter((field) => field !== 'payment_option' && field !== 'terms'),
);

export type PayerDefaults = {
  first_name?: string;
  last_name?: string;
  address?: string;
  city?: string;
  post_code?: string;
};

/** The form's first values: the first payment option, and the billing address the screen knows. */
export function cardFormDefaults(options: TPaymentOption[], defaults: PayerDefaults): CardFormValues {
  return {
    payment_option: options[0] ? String(options[0].id) : '',
    amount: '',
    first_name: defaults.first_name ?? '',
    last_name: defaults.last_name ?? '',
    address: defaults.address ?? '',
    city: defaults.city ?? '',
    post_code: defaults.post_code ?? '',
    name: '',
    cardNumber: '',
    expiryDate: '',
    securityCode: '',
    terms: false,
  };
}
