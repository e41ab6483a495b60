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
import { formResolver } from '../../../lib/forms';

/**
 * The Extras & codes forms. Staff type money in pounds and leave "no limit" boxes empty, so the
 * form's values are text; each is turned into the API's request and checked by the contract's own
 * request schema through the one form resolver (decision 050), whose messages land on the form's
 * fields (one set of rules on both sides).
 */

type Problems<T> = Partial<Record<Extract<keyof T, string>, string>>;

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

/** The price as typed, before the contract checks the request. */
function extraProblems(values: ExtraFormValues): Problems<ExtraFormValues> {
  if (values.unit_price.trim() === '') return { unit_price: 'Enter the price, like 15 or 12.50' };
  if (poundsToPence(values.unit_price) === undefined) return { unit_price: AMOUNT_FORMAT_MESSAGE };
  return {};
}

/** The extra form's resolver: the request it makes, checked by the contract; pence shown on the pounds. */
export const extraFormResolver = formResolver<ExtraFormValues, typeof ZCreateExtraRequest>(
  ZCreateExtraRequest,
  {
    toBody: (values) => ({ body: extraRequest(values), problems: extraProblems(values) }),
    fieldOf: (field) =>
      field === 'unit_price_pence' ? 'unit_price' : EXTRA_FIELDS.find((name) => name === field),
  },
);

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

/** The amount or percentage as typed, before the contract checks the request. */
function codeProblems(values: CodeFormValues): Problems<CodeFormValues> {
  if (values.discount_type === 'percent')
    return values.percent_off.trim() === '' ? { percent_off: 'Enter a percentage from 1 to 100' } : {};
  if (values.amount_off.trim() === '') return { amount_off: 'Enter the amount off, like 25 or 12.50' };
  if (poundsToPence(values.amount_off) === undefined) return { amount_off: AMOUNT_FORMAT_MESSAGE };
  return {};
}

/** The code form's resolver: the request it makes, checked by the contract; pence shown on the pounds. */
export const codeFormResolver = formResolver<CodeFormValues, typeof ZCreatePromotionalCodeRequest>(
  ZCreatePromotionalCodeRequest,
  {
    toBody: (values) => ({ body: codeRequest(values), problems: codeProblems(values) }),
    fieldOf: (field) =>
      field === 'amount_off_pence' ? 'amount_off' : CODE_FIELDS.find((name) => name === field),
  },
);

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
