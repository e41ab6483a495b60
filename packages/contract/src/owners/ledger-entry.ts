import { z } from 'zod';
import { ZMoneyText, ZPence } from '../common/money';

export const LEDGER_DOCUMENT_TYPES = ['Invoice', 'Payment', 'Credit Memo'] as const;

/** A line of the owner's account (amounts in pounds text, negative for payments and credits). */
export const ZLedgerEntry = z.object({
  entry_no: z.number().int(),
  document_type: z.enum(LEDGER_DOCUMENT_TYPES),
  document_no: z.string(),
  description: z.string(),
  posting_date: z.string(),
  due_date: z.string().nullable(),
  open: z.boolean(),
  amount_lcy: ZMoneyText,
  amount_lcy_pence: ZPence,
  remaining_amount_lcy: ZMoneyText,
  remaining_amount_lcy_pence: ZPence,
  currency_code: z.string(),
  reason_code: z.string(),
  pending_payments_lcy: ZMoneyText,
  pending_payments_lcy_pence: ZPence,
  pending_remaining_amount_lcy: ZMoneyText,
  pending_remaining_amount_lcy_pence: ZPence,
  /** What a card payment may take now: remaining less pending, in pence (0 when nothing). */
  payable_pence: z.number().int(),
  /** Path of the invoice PDF, for an Invoice with a document number. */
  invoice_url: z.string().nullable(),
});
export type TLedgerEntry = z.infer<typeof ZLedgerEntry>;
