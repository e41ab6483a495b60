import { z } from 'zod';
import { positivePenceField } from '../admin/bookings/refund-booking';
import { ZSuccess, ZSuccessWithMessage } from '../common/api-error';
import { ZIdParam } from '../common/id';
import { ZPence } from '../common/money';
import { addIssueAt } from '../common/refinements';
import { optionalText } from '../common/text';
import { ZIsoDate } from '../search/iso-date';
import { ZCustomerNoParam } from './customer-no';
import { ZLedgerEntry } from './ledger-entry';

/**
 * What staff post to an owner's account. Payments come only from the card provider (and are
 * never posted by hand); an entry once posted is never edited or removed: a mistake is put right
 * with a credit memo (decision 042).
 */
export const POSTABLE_DOCUMENT_TYPES = ['Invoice', 'Credit Memo'] as const;
export type TPostableDocumentType = (typeof POSTABLE_DOCUMENT_TYPES)[number];

export const DUE_DATE_REQUIRED_MESSAGE = 'Enter the date the invoice is due';
export const DUE_BEFORE_POSTING_MESSAGE = 'The due date must not be before the posting date';
export const CREDIT_HAS_NO_DUE_DATE_MESSAGE = 'A credit memo has no due date';
export const POSTING_DATE_FUTURE_MESSAGE = 'The posting date must not be after today';

/**
 * POST api/admin/owners/{customer_no}/ledger-entries (admins): the amount in whole pence above 0
 * (an invoice adds it to what the owner owes, a credit memo takes it off).
 */
export const ZPostLedgerEntryRequest = z
  .object({
    document_type: z.enum(POSTABLE_DOCUMENT_TYPES, {
      error: `document_type must be one of ${POSTABLE_DOCUMENT_TYPES.join(', ')}`,
    }),
    description: z
      .string({ error: 'Enter a description' })
      .trim()
      .min(1, 'Enter a description')
      .max(200, 'Description must be at most 200 characters'),
    amount_pence: positivePenceField('amount_pence'),
    posting_date: ZIsoDate,
    due_date: ZIsoDate.nullable().optional().default(null),
    /** Why, in the operator's codes (GOODWILL, METER…): optional. */
    reason_code: optionalText('Reason code', 20).transform((value) => value.toUpperCase()),
  })
  .superRefine((entry, ctx) => {
    // Dates already refused for their form are not compared as well.
    const real = (day: string | null) => day === null || ZIsoDate.safeParse(day).success;
    if (!real(entry.posting_date) || !real(entry.due_date)) return;
    for (const problem of ledgerPostingProblems(entry)) {
      addIssueAt(ctx, [problem.field], problem.message);
    }
  });
export type TPostLedgerEntryRequest = z.input<typeof ZPostLedgerEntryRequest>;

export type TLedgerPostingProblem = { field: 'posting_date' | 'due_date'; message: string };

/**
 * What is wrong with an entry's dates: an invoice needs a due date on or after its posting date;
 * a credit memo has none; with `today`, a posting date after today. The form shows each beside
 * its field; the API answers them all.
 */
export function ledgerPostingProblems(
  entry: { document_type: string; posting_date: string; due_date?: string | null | undefined },
  today?: string,
): TLedgerPostingProblem[] {
  const problems: TLedgerPostingProblem[] = [];
  if (today !== undefined && entry.posting_date > today)
    problems.push({ field: 'posting_date', message: POSTING_DATE_FUTURE_MESSAGE });
  const due = entry.due_date ?? null;
  if (entry.document_type === 'Invoice') {
    if (!due) problems.push({ field: 'due_date', message: DUE_DATE_REQUIRED_MESSAGE });
    else if (due < entry.posting_date)
      problems.push({ field: 'due_date', message: DUE_BEFORE_POSTING_MESSAGE });
  } else if (due) {
    problems.push({ field: 'due_date', message: CREDIT_HAS_NO_DUE_DATE_MESSAGE });
  }
  return problems;
}

export const ZPostLedgerEntryResponse = ZSuccessWithMessage(ZLedgerEntry);
export type TPostLedgerEntryResponse = z.infer<typeof ZPostLedgerEntryResponse>;

/** GET api/admin/owners/{customer_no}/ledger-entries: the owner's account, newest first, and its balance. */
export const ZAdminLedgerResponse = ZSuccess(
  z.object({
    entries: z.array(ZLedgerEntry),
    balance_pence: ZPence,
    pending_pence: ZPence,
  }),
);
export type TAdminLedgerResponse = z.infer<typeof ZAdminLedgerResponse>;

/** The path of one entry of an owner: …/ledger-entries/{entry_no}/invoice.pdf */
export const ZOwnerEntryParams = z.object({
  customer_no: ZCustomerNoParam,
  entry_no: ZIdParam('entry_no'),
});
