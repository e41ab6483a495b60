import { z } from 'zod';

/** What a guest who cancels gets back: everything paid, everything but the deposit, or nothing. */
export const REFUND_CHOICES = ['everything', 'all-but-deposit', 'nothing'] as const;
export type TRefundChoice = (typeof REFUND_CHOICES)[number];

export const CHANGE_TERMS_MAX = 1_000;

/**
 * A holiday type's cancellation and change terms as the admin writes them: how many days before
 * arrival the notice period starts, what is refunded before it and within it, and how changes work.
 */
export const ZBookingTermsValues = z.object({
  cancel_notice_days: z
    .number({ error: 'Notice period must be a whole number of days' })
    .int('Notice period must be a whole number of days')
    .min(0, 'Notice period cannot be below 0 days')
    .max(365, 'Notice period must be at most 365 days'),
  refund_before: z.enum(REFUND_CHOICES, { error: 'Choose what is refunded before the notice period' }),
  refund_within: z.enum(REFUND_CHOICES, { error: 'Choose what is refunded within the notice period' }),
  change_terms: z
    .string({ error: 'Changes must be text' })
    .trim()
    .max(CHANGE_TERMS_MAX, `Changes must be at most ${CHANGE_TERMS_MAX} characters`),
});
export type TBookingTermsValues = z.infer<typeof ZBookingTermsValues>;

/**
 * The terms a stay is sold under: a version of its holiday type's terms (`id` null when the holiday
 * type has none yet and the standard terms apply), and when the guest agreed to them (null until).
 */
export const ZBookingTerms = ZBookingTermsValues.extend({
  id: z.number().int().nullable(),
  version: z.number().int(),
  agreed_at: z.string().nullable(),
});
export type TBookingTerms = z.infer<typeof ZBookingTerms>;

/**
 * The terms a holiday type has until an admin writes its own: usual for UK parks. Cancelling six
 * weeks or more before arrival gives back all but the deposit (which holds the unit off the
 * market); closer than that the unit can seldom be sold again, so nothing is refunded.
 */
export const STANDARD_TERMS: TBookingTermsValues = {
  cancel_notice_days: 42,
  refund_before: 'all-but-deposit',
  refund_within: 'nothing',
  change_terms:
    'To change your dates or accommodation, call us before you arrive: we move your booking if there is room, and you pay or get back the difference in price.',
};

const REFUND_WORDS: Record<TRefundChoice, string> = {
  everything: 'we refund everything you have paid',
  'all-but-deposit': 'we refund everything you have paid except the deposit',
  nothing: 'nothing is refunded',
};

const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

/**
 * The terms in words, one sentence a line: the Summary step, the confirmation e-mail and the back
 * office all say them from here, so what the guest agreed to and what they are sent never differ.
 */
export function describeTerms(terms: TBookingTermsValues): string[] {
  const sentences =
    terms.cancel_notice_days === 0
      ? [`If you cancel before you arrive, ${REFUND_WORDS[terms.refund_before]}.`]
      : [
          `If you cancel ${days(terms.cancel_notice_days)} or more before you arrive, ${REFUND_WORDS[terms.refund_before]}.`,
          `If you cancel less than ${days(terms.cancel_notice_days)} before you arrive, ${REFUND_WORDS[terms.refund_within]}.`,
        ];
  const changes = terms.change_terms.trim();
  return changes ? [...sentences, changes] : sentences;
}

/** What the API answers when a stay's first payment comes without the guest agreeing to the terms. */
export const TERMS_NOT_AGREED_MESSAGE = 'Please agree to the booking terms before you pay.';

/** What the API answers when the terms were changed after the guest read them; nothing was taken. */
export const TERMS_CHANGED_MESSAGE =
  'The booking terms have changed since you opened this page. Please read them again and agree to them before you pay.';
