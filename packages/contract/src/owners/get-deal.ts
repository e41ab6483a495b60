import { z } from 'zod';
import { ZSuccess } from '../common/api-error';
import { ZMoneyText, ZPence } from '../common/money';

/** POST api/owners-portal/deal */
export const ZDealRequest = z.object({
  deal_no: z.string({ error: 'deal_no is required' }).trim().min(1, 'deal_no is required').max(20),
});
export const ZDeal = z.object({
  deal_no: z.string(),
  park_code: z.string(),
  plot_no: z.string(),
  deposit_amount: ZMoneyText,
  deposit_amount_pence: ZPence,
  vat_amount: ZMoneyText,
  vat_amount_pence: ZPence,
  customer_contribution: ZMoneyText,
  customer_contribution_pence: ZPence,
  selling_price_of_extras: ZMoneyText,
  selling_price_of_extras_pence: ZPence,
  completed_date: z.string(),
  /** Spelled as the operator's records spell it. */
  site_fee_contribtuion: ZMoneyText,
  site_fee_contribtuion_pence: ZPence,
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
export const ZDealResponse = ZSuccess(ZDeal);
