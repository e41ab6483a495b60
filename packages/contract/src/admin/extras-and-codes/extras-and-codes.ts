import { z } from 'zod';
import { ZSuccess, ZSuccessWithMessage } from '../../common/api-error';
import { addIssueAt, repeatsIn } from '../../common/refinements';
import { optionalText, requiredText } from '../../common/text';
import { ZIsoDate } from '../../search/iso-date';

/**
 * The back office's Extras & codes screen (admins): the extras a stay can have, with
 * their price, stock and the grades that offer them, and the promotional codes, with their
 * discount, dates, minimum stay, parks and usage limit. All money is whole pence.
 */

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-GB')}`);

/** An extra's or a code's own name: letters and digits, stored in capitals. */
const key = (label: string, max: number) =>
  z
    .string({ error: `Enter the ${label}` })
    .trim()
    .min(1, `Enter the ${label}`)
    .max(max, `The ${label} must be at most ${max} characters`)
    .regex(/^[A-Za-z0-9]+$/, `The ${label} can only contain letters and digits`)
    .transform((value) => value.toUpperCase());

const uniqueList = <T extends z.ZodType>(item: T, label: string, max: number) =>
  z
    .array(item)
    .max(max, `At most ${max} ${label}`)
    .superRefine((items, ctx) => {
      for (const [value, index] of repeatsIn(items, (each) => each))
        addIssueAt(ctx, [index], `${String(value)} is listed twice`);
    });

// Extras

export const EXTRA_CODE_MAX = 20;
export const EXTRA_PRICE_MAX_PENCE = 1_000_000;
export const EXTRA_STOCK_MAX = 100_000;

/** A grade an extra can be offered with, named as staff know it. */
export const ZOfferGrade = z.object({
  id: z.number().int(),
  grade_code: z.string(),
  title: z.string(),
  park_code: z.string(),
  park_title: z.string(),
});
export type TOfferGrade = z.infer<typeof ZOfferGrade>;

/** An extra as the back office shows it. */
export const ZAdminExtra = z.object({
  code: z.string(),
  description: z.string(),
  unit_price_pence: z.number().int(),
  note: z.string(),
  position: z.number().int(),
  /** How many the park can lend on any one night; null: no limit. */
  stock: z.number().int().nullable(),
  /** The grades that offer it. */
  grade_ids: z.array(z.number().int()),
});
export type TAdminExtra = z.infer<typeof ZAdminExtra>;

/** What staff set on an extra (its code is fixed once made). */
export const ZExtraFields = z.object({
  description: requiredText('description', 150),
  unit_price_pence: wholeNumber('The price in pence', 0, EXTRA_PRICE_MAX_PENCE),
  note: optionalText('The note', 500),
  position: wholeNumber('The position', 0, 999),
  stock: wholeNumber('Stock', 0, EXTRA_STOCK_MAX).nullable(),
  grade_ids: uniqueList(z.number().int().positive('Choose a grade'), 'grades', 500),
});
export type TExtraFields = z.infer<typeof ZExtraFields>;

/** POST api/admin/extras (admins) */
export const ZCreateExtraRequest = ZExtraFields.extend({ code: key('code', EXTRA_CODE_MAX) });
export type TCreateExtraRequest = z.infer<typeof ZCreateExtraRequest>;

/** PUT api/admin/extras/{code} (admins) */
export const ZUpdateExtraRequest = ZExtraFields;
export type TUpdateExtraRequest = z.infer<typeof ZUpdateExtraRequest>;

export const ZExtraParams = z.object({ code: key('code', EXTRA_CODE_MAX) });

/** GET api/admin/extras (admins): every extra, and every grade one can be offered with. */
export const ZExtrasAdminResponse = ZSuccess(
  z.object({ extras: z.array(ZAdminExtra), grades: z.array(ZOfferGrade) }),
);
export type TExtrasAdminResponse = z.infer<typeof ZExtrasAdminResponse>;

export const ZExtraResponse = ZSuccessWithMessage(ZAdminExtra);
export type TExtraResponse = z.infer<typeof ZExtraResponse>;

// Promotional codes

export const PROMOTIONAL_CODE_MAX = 30;
export const PROMOTIONAL_AMOUNT_MAX_PENCE = 10_000_000;
export const USAGE_LIMIT_MAX = 1_000_000;
export const DISCOUNT_TYPES = ['percent', 'amount'] as const;
export type TDiscountType = (typeof DISCOUNT_TYPES)[number];

/** A park a code can be limited to. */
export const ZOfferPark = z.object({ park_code: z.string(), title: z.string() });
export type TOfferPark = z.infer<typeof ZOfferPark>;

/** A promotional code as the back office shows it, with how often it is used. */
export const ZAdminPromotionalCode = z.object({
  code: z.string(),
  description: z.string(),
  discount_type: z.enum(DISCOUNT_TYPES),
  /** 1–100 for a percentage code, else 0. */
  percent_off: z.number().int(),
  /** Pence off the stay for a fixed-amount code, else 0. */
  amount_off_pence: z.number().int(),
  valid_from: z.string(),
  valid_to: z.string(),
  minimum_nights: z.number().int(),
  /** The parks it is for; empty: every park. */
  park_codes: z.array(z.string()),
  /** How many bookings may carry it; null: no limit. */
  usage_limit: z.number().int().nullable(),
  /** How many bookings (held or confirmed) carry it now. */
  times_used: z.number().int(),
  status: z.enum(['scheduled', 'active', 'ended']),
});
export type TAdminPromotionalCode = z.infer<typeof ZAdminPromotionalCode>;

/** What staff set on a code (its name is fixed once made), before the discount's own rule. */
export const ZPromotionalCodeFieldsBase = z.object({
  description: requiredText('description', 150),
  discount_type: z.enum(DISCOUNT_TYPES, { error: 'Choose a percentage or a fixed amount' }),
  percent_off: wholeNumber('The percentage', 0, 100),
  amount_off_pence: wholeNumber('The amount in pence', 0, PROMOTIONAL_AMOUNT_MAX_PENCE),
  valid_from: ZIsoDate,
  valid_to: ZIsoDate,
  minimum_nights: wholeNumber('Minimum nights', 1, 365),
  park_codes: uniqueList(
    z
      .string()
      .trim()
      .min(1, 'Choose a park')
      .max(10)
      .transform((value) => value.toUpperCase()),
    'parks',
    50,
  ),
  usage_limit: wholeNumber('The usage limit', 1, USAGE_LIMIT_MAX).nullable(),
});

/**
 * The rules across a code's fields, for the API and the form alike: a percentage code takes 1 to
 * 100 per cent, a fixed-amount code more than £0, and the last valid day is not before the first.
 */
export function promotionalCodeIssues(
  code: {
    discount_type: TDiscountType;
    percent_off: number;
    amount_off_pence: number;
    valid_from: string;
    valid_to: string;
  },
  ctx: z.RefinementCtx,
  amountField = 'amount_off_pence',
) {
  if (code.discount_type === 'percent' && code.percent_off < 1)
    addIssueAt(ctx, ['percent_off'], 'Enter a percentage from 1 to 100');
  if (code.discount_type === 'amount' && code.amount_off_pence < 1)
    addIssueAt(ctx, [amountField], 'Enter an amount above £0');
  if (code.valid_from && code.valid_to && code.valid_to < code.valid_from)
    addIssueAt(ctx, ['valid_to'], 'The last day must be on or after the first day');
}

export const ZPromotionalCodeFields = ZPromotionalCodeFieldsBase.superRefine((code, ctx) =>
  promotionalCodeIssues(code, ctx),
);
export type TPromotionalCodeFields = z.infer<typeof ZPromotionalCodeFields>;

/** POST api/admin/promotional-codes (admins) */
export const ZCreatePromotionalCodeRequest = ZPromotionalCodeFieldsBase.extend({
  code: key('code', PROMOTIONAL_CODE_MAX),
}).superRefine((code, ctx) => promotionalCodeIssues(code, ctx));
export type TCreatePromotionalCodeRequest = z.infer<typeof ZCreatePromotionalCodeRequest>;

/** PUT api/admin/promotional-codes/{code} (admins) */
export const ZUpdatePromotionalCodeRequest = ZPromotionalCodeFields;
export type TUpdatePromotionalCodeRequest = z.infer<typeof ZUpdatePromotionalCodeRequest>;

export const ZPromotionalCodeParams = z.object({ code: key('code', PROMOTIONAL_CODE_MAX) });

/** GET api/admin/promotional-codes (admins): every code, newest first, and the parks. */
export const ZPromotionalCodesAdminResponse = ZSuccess(
  z.object({ codes: z.array(ZAdminPromotionalCode), parks: z.array(ZOfferPark) }),
);
export type TPromotionalCodesAdminResponse = z.infer<typeof ZPromotionalCodesAdminResponse>;

export const ZPromotionalCodeResponse = ZSuccessWithMessage(ZAdminPromotionalCode);
export type TPromotionalCodeResponse = z.infer<typeof ZPromotionalCodeResponse>;

/** "Used 2 of 3", "Used 5 (no limit)": how a code's uses read on the list. */
export function usageText(code: Pick<TAdminPromotionalCode, 'times_used' | 'usage_limit'>): string {
  return code.usage_limit === null
    ? `Used ${code.times_used} (no limit)`
    : `Used ${code.times_used} of ${code.usage_limit}`;
}
