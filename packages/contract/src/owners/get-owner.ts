import { z } from 'zod';
import { ZSuccess } from '../common/api-error';
import { ZMoneyText, ZPence } from '../common/money';

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
  balance_lcy_pence: ZPence,
  current_deal_no: z.string().nullable(),
  /** Card payments taken but not yet confirmed by the provider. */
  pending_payments: ZMoneyText,
  pending_payments_pence: ZPence,
  /** balance_lcy less pending_payments. */
  pending_balance_lcy: ZMoneyText,
  pending_balance_lcy_pence: ZPence,
  park_id: z.number().int().nullable(),
});
export type TOwner = z.infer<typeof ZOwner>;
export const ZOwnerResponse = ZSuccess(ZOwner);
