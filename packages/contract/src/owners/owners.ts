import { z } from 'zod';
import { ZActivityBookingRecord } from '../activities/activity-bookings';
import { ZMoneyText } from '../booking/booking';
import { ID_MAX, ZIdParam } from '../common/id';
import { ZIsoDate } from '../search/iso-date';

/** GET api/owners-portal/owner: money as pounds text (thousands commas allowed). */
export const ZOwner = z.object({
  name: z.string(),
  customer_no: z.string(),
  address: z.string(),
  address_2: z.string(),
  city: z.string(),
  post_code: z.string(),
  county: z.string(),
  country_region_code: z.string(),
  phone_no: z.string(),
  email: z.string(),
  /** Sum of what remains on open entries (negative when in credit). */
  balance_lcy: ZMoneyText,
  current_deal_no: z.string().nullable(),
  /** Card payments taken but not yet confirmed by the provider. */
  pending_payments: ZMoneyText,
  /** balance_lcy less pending_payments. */
  pending_balance_lcy: ZMoneyText,
  park_id: z.number().int().nullable(),
});
export type TOwner = z.infer<typeof ZOwner>;
export const ZOwnerResponse = z.object({ success: z.literal(true), data: ZOwner });

/** POST api/owners-portal/link */
export const ZLinkOwnerRequest = z.object({
  email: z.email({ error: 'Enter a valid e-mail address' }).trim().max(254),
  customer_no: z.string().trim().max(20).optional().default(''),
  /** The code e-mailed to the owner's address, when the e-mail given is not the signed-in one. */
  code: z.string().trim().max(12).optional(),
});
export type TLinkOwnerRequest = z.input<typeof ZLinkOwnerRequest>;
export const ZLinkOwnerResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  /** true: a code went to the owner's address; send the request again with it. */
  code_required: z.boolean(),
  data: z.object({ customer_no: z.string().nullable() }),
});
export type TLinkOwnerResponse = z.infer<typeof ZLinkOwnerResponse>;
export const LINK_OWNER_FAILED_MESSAGE =
  'We could not find an owner account with those details. Please check them or contact the owners team.';

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
  remaining_amount_lcy: ZMoneyText,
  currency_code: z.string(),
  reason_code: z.string(),
  pending_payments_lcy: ZMoneyText,
  pending_remaining_amount_lcy: ZMoneyText,
  /** What a card payment may take now: remaining less pending, in pence (0 when nothing). */
  payable_pence: z.number().int(),
  /** Path of the invoice PDF, for an Invoice with a document number. */
  invoice_url: z.string().nullable(),
});
export type TLedgerEntry = z.infer<typeof ZLedgerEntry>;

/** GET api/owners-portal/customer-ledger-entries */
export const ZLedgerEntriesResponse = z.object({
  success: z.literal(true),
  data: z.object({ entries: z.array(ZLedgerEntry) }),
});
/** GET api/owners-portal/customer-ledger-entries/{entry_no} */
export const ZEntryNoParams = z.object({
  entry_no: ZIdParam('entry_no'),
});
export const ZLedgerEntryResponse = z.object({ success: z.literal(true), data: ZLedgerEntry });

/** POST api/owners-portal/deal */
export const ZDealRequest = z.object({
  deal_no: z.string({ error: 'deal_no is required' }).trim().min(1, 'deal_no is required').max(20),
});
export const ZDeal = z.object({
  deal_no: z.string(),
  park_code: z.string(),
  plot_no: z.string(),
  deposit_amount: ZMoneyText,
  vat_amount: ZMoneyText,
  customer_contribution: ZMoneyText,
  selling_price_of_extras: ZMoneyText,
  completed_date: z.string(),
  /** Spelled as the operator's records spell it. */
  site_fee_contribtuion: ZMoneyText,
  sub_park: z.string(),
  unit_no: z.string(),
  unit_description: z.string(),
  unit_manufacturer: z.string(),
  unit_model: z.string(),
  unit_year: z.number().int().nullable(),
  unit_length: z.number().int().nullable(),
  unit_width: z.number().int().nullable(),
  unit_no_of_bedrooms: z.number().int().nullable(),
  unit_chassis_no: z.string(),
});
export type TDeal = z.infer<typeof ZDeal>;
export const ZDealResponse = z.object({ success: z.literal(true), data: ZDeal });

export const ZVisitPark = z.object({
  id: z.number().int(),
  title: z.string(),
  image_url: z.string(),
  map_url: z.string(),
  park_code: z.string(),
});
export const ZVisit = z.object({
  id: z.number().int(),
  park: ZVisitPark,
  visit_start_date: z.string(),
  visit_end_date: z.string(),
  activitybookings: z.array(ZActivityBookingRecord),
});
export type TVisit = z.infer<typeof ZVisit>;

/** GET api/users/visits */
export const ZVisitsResponse = z.object({ success: z.literal(true), data: z.array(ZVisit) });
/** POST api/users/visits */
export const ZCreateVisitRequest = z
  .object({
    park_id: z.coerce
      .number({ error: 'Park is required' })
      .int()
      .positive('Park is required')
      .max(ID_MAX, 'park_id is too large'),
    start_date: ZIsoDate,
    end_date: ZIsoDate,
  })
  .refine((v) => v.end_date >= v.start_date, {
    message: 'End date must not be before the start date',
    path: ['end_date'],
  });
export type TCreateVisitRequest = z.input<typeof ZCreateVisitRequest>;
export const ZVisitIdParams = z.object({
  id: ZIdParam('id'),
});
export const ZVisitResponse = z.object({ success: z.literal(true), data: ZVisit });
export const ZVisitDeletedResponse = z.object({ success: z.literal(true), message: z.string() });
