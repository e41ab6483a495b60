import { z } from 'zod';
import { ZSuccess } from '../../common/api-error';
import { ZPence } from '../../common/money';
import { ZIsoDate } from '../../search/iso-date';
import { PAYMENT_METHODS, PAYMENT_STATUS_NAMES, REFUND_STATUS_NAMES, ZStaffName } from './desk-money';

/** GET api/admin/payments?date= (reception): the day's payments and refunds (London days). */
export const ZPaymentsDayQuery = z.object({ date: ZIsoDate.optional() });
export type TPaymentsDayQuery = z.infer<typeof ZPaymentsDayQuery>;

export const PAID_FOR_KINDS = ['stay', 'activity', 'owner'] as const;

/** What a payment paid for: a stay, an activity booking (with its stay, if any) or an owner's entry. */
export const ZPaidFor = z.object({
  kind: z.enum(PAID_FOR_KINDS),
  /** BK…, AB… or the ledger entry's number. */
  reference: z.string(),
  /** The stay to open in the back office, when there is one. */
  booking_no: z.string().nullable(),
  name: z.string(),
});

/** One movement of money on the day: a payment or a refund. */
export const ZMoneyMovement = z.object({
  kind: z.enum(['payment', 'refund']),
  id: z.number().int(),
  at: z.string(),
  amount_pence: ZPence,
  status: z.enum([...PAYMENT_STATUS_NAMES, ...REFUND_STATUS_NAMES] as [string, ...string[]]),
  /** Payments: online or telephone. Refunds: null. */
  method: z.enum(PAYMENT_METHODS).nullable(),
  /** Staff who took the payment or gave the refund; null for an online payment. */
  by: ZStaffName.nullable(),
  paid_for: ZPaidFor,
  reason: z.string(),
  /** Still open: a payment pending or waiting on its challenge, or a refund pending. */
  open: z.boolean(),
  /** What the provider or reconciliation last decided, and when. */
  status_detail: z.string(),
  updated_at: z.string(),
});
export type TMoneyMovement = z.infer<typeof ZMoneyMovement>;

export const ZMoneyTotal = z.object({ count: z.number().int(), amount_pence: ZPence });

export const ZPaymentsDayResponse = ZSuccess(
  z.object({
    date: z.string(),
    /** Money actually moved: authorised payments by method, refunds done. */
    totals: z.object({
      online_card: ZMoneyTotal,
      telephone_card: ZMoneyTotal,
      refunds: ZMoneyTotal,
      /** Payments less refunds. */
      net_pence: ZPence,
    }),
    /** Every movement by its status ('payment.authorised', 'refund.pending'…). */
    by_status: z.array(
      z.object({ kind: z.enum(['payment', 'refund']), status: z.string(), ...ZMoneyTotal.shape }),
    ),
    movements: z.array(ZMoneyMovement),
    /** The open ones, oldest first: what reconciliation is still working on. */
    open: z.array(ZMoneyMovement),
  }),
);
export type TPaymentsDayResponse = z.infer<typeof ZPaymentsDayResponse>;
