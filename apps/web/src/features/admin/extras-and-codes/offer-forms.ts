import {
  AMOUNT_FORMAT_MESSAGE,
  poundsToPence,
  type TAdminExtra,
  type TAdminPromotionalCode,
  type TCreateExtraRequest,
  type TCreatePromotionalCodeRequest,
  ZCreateExtraRequest,
  ZCreatePromotionalCodeRequest,
} from '@parkstays/contract';
import { z } from 'zod';

/**
 * The Extras & codes forms. Staff type money in pounds and leave "no limit" boxes empty, so the
 * form's values are text; each is turned into the API's request and checked by the contract's own
 * request schema, whose messages land on the form's fields (one set of rules on both sides).
 */

/** An issue of the request schema on the form field that shows it. */
function issuesOnForm(
  issues: readonly z.core.$ZodIssue[],
  ctx: z.RefinementCtx,
  fieldOf: Record<string, string>,
  taken: Set<string>,
) {
  for (const issue of issues) {
    const first = String(issue.path[0] ?? '');
    const field = fieldOf[first] ?? first;
    if (taken.has(field)) continue;
    taken.add(field);
    ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
  }
}

const pence = (pounds: string) => (pounds.trim() === '' ? Number.NaN : (poundsToPence(pounds) ?? Number.NaN));
const whole = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const orNull = (text: string) => (text.trim() === '' ? null : Number(text));

// Extras

export type ExtraFormValues = {
  code: string;
  description: string;
  unit_price: string;
  note: string;
  position: string;
  stock: string;
  grade_ids: string[];
};

export const EXTRA_FIELDS = [
  'code',
  'description',
  'unit_price',
  'note',
  'position',
  'stock',
  'grade_ids',
] as const;

/** The request the form's values make, as the contract reads it (a valid form always parses). */
export const parsedExtraRequest = (values: ExtraFormValues) =>
  ZCreateExtraRequest.parse(extraRequest(values));
export const parsedCodeRequest = (values: CodeFormValues) =>
  ZCreatePromotionalCodeRequest.parse(codeRequest(values));

export function extraRequest(values: ExtraFormValues): TCreateExtraRequest {
  return {
    code: values.code,
    description: values.description,
    unit_price_pence: pence(values.unit_price),
    note: values.note,
    position: whole(values.position),
    stock: orNull(values.stock),
    grade_ids: values.grade_ids.map(Number),
  };
}

/** The API's field names on the extra form's fields. */
export const EXTRA_FORM_FIELD: Record<string, string> = { unit_price_pence: 'unit_price' };

export const ZExtraForm = z
  .object({
    code: z.string(),
    description: z.string(),
    unit_price: z.string(),
    note: z.string(),
    position: z.string(),
    stock: z.string(),
    grade_ids: z.array(z.string()),
  })
  .superRefine((values, ctx) => {
    const taken = new Set<string>();
    if (values.unit_price.trim() !== '' && poundsToPence(values.unit_price) === undefined) {
      taken.add('unit_price');
      ctx.addIssue({ code: 'custom', path: ['unit_price'], message: AMOUNT_FORMAT_MESSAGE });
    }
    if (values.unit_price.trim() === '') {
      taken.add('unit_price');
      ctx.addIssue({ code: 'custom', path: ['unit_price'], message: 'Enter the price, like 15 or 12.50' });
    }
    const parsed = ZCreateExtraRequest.safeParse(extraRequest(values));
    if (!parsed.success) issuesOnForm(parsed.error.issues, ctx, EXTRA_FORM_FIELD, taken);
  });

export function extraFormValues(extra?: TAdminExtra): ExtraFormValues {
  return extra
    ? {
        code: extra.code,
        description: extra.description,
        unit_price: (extra.unit_price_pence / 100).toFixed(2),
        note: extra.note,
        position: String(extra.position),
        stock: extra.stock === null ? '' : String(extra.stock),
        grade_ids: extra.grade_ids.map(String),
      }
    : { code: '', description: '', unit_price: '', note: '', position: '0', stock: '', grade_ids: [] };
}

// Promotional codes

export type CodeFormValues = {
  code: string;
  description: string;
  discount_type: 'percent' | 'amount';
  percent_off: string;
  amount_off: string;
  valid_from: string;
  valid_to: string;
  minimum_nights: string;
  park_codes: string[];
  usage_limit: string;
};

export const CODE_FIELDS = [
  'code',
  'description',
  'discount_type',
  'percent_off',
  'amount_off',
  'valid_from',
  'valid_to',
  'minimum_nights',
  'park_codes',
  'usage_limit',
] as const;

/** The API's field names on the code form's fields. */
export const CODE_FORM_FIELD: Record<string, string> = { amount_off_pence: 'amount_off' };

export function codeRequest(values: CodeFormValues): TCreatePromotionalCodeRequest {
  const percent = values.discount_type === 'percent';
  return {
    code: values.code,
    description: values.description,
    discount_type: values.discount_type,
    percent_off: percent ? whole(values.percent_off) : 0,
    amount_off_pence: percent ? 0 : pence(values.amount_off),
    valid_from: values.valid_from,
    valid_to: values.valid_to,
    minimum_nights: whole(values.minimum_nights),
    park_codes: values.park_codes,
    usage_limit: orNull(values.usage_limit),
  };
}

export const ZCodeForm = z
  .object({
    code: z.string(),
    description: z.string(),
    discount_type: z.enum(['percent', 'amount']),
    percent_off: z.string(),
    amount_off: z.string(),
    valid_from: z.string(),
    valid_to: z.string(),
    minimum_nights: z.string(),
    park_codes: z.array(z.string()),
    usage_limit: z.string(),
  })
  .superRefine((values, ctx) => {
    const taken = new Set<string>();
    if (values.discount_type === 'amount' && values.amount_off.trim() !== '') {
      if (poundsToPence(values.amount_off) === undefined) {
        taken.add('amount_off');
        ctx.addIssue({ code: 'custom', path: ['amount_off'], message: AMOUNT_FORMAT_MESSAGE });
      }
    }
    if (values.discount_type === 'amount' && values.amount_off.trim() === '') {
      taken.add('amount_off');
      ctx.addIssue({
        code: 'custom',
        path: ['amount_off'],
        message: 'Enter the amount off, like 25 or 12.50',
      });
    }
    if (values.discount_type === 'percent' && values.percent_off.trim() === '') {
      taken.add('percent_off');
      ctx.addIssue({ code: 'custom', path: ['percent_off'], message: 'Enter a percentage from 1 to 100' });
    }
    const parsed = ZCreatePromotionalCodeRequest.safeParse(codeRequest(values));
    if (!parsed.success) issuesOnForm(parsed.error.issues, ctx, CODE_FORM_FIELD, taken);
  });

export function codeFormValues(
  code: TAdminPromotionalCode | undefined,
  today: string,
  in30: string,
): CodeFormValues {
  return code
    ? {
        code: code.code,
        description: code.description,
        discount_type: code.discount_type,
        percent_off: code.percent_off ? String(code.percent_off) : '',
        amount_off: code.amount_off_pence ? (code.amount_off_pence / 100).toFixed(2) : '',
        valid_from: code.valid_from,
        valid_to: code.valid_to,
        minimum_nights: String(code.minimum_nights),
        park_codes: code.park_codes,
        usage_limit: code.usage_limit === null ? '' : String(code.usage_limit),
      }
    : {
        code: '',
        description: '',
        discount_type: 'percent',
        percent_off: '',
        amount_off: '',
        valid_from: today,
        valid_to: in30,
        minimum_nights: '1',
        park_codes: [],
        usage_limit: '',
      };
}

/** A server field error's form field: `park_codes.1` → `park_codes`, API names → form names. */
export function formFieldOf(apiField: string, names: Record<string, string>): string {
  const first = apiField.split('.')[0] ?? apiField;
  return names[first] ?? first;
}
