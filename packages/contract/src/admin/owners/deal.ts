import { z } from 'zod';
import { ZSuccessWithMessage } from '../../common/api-error';
import { optionalText } from '../../common/text';
import { ZCustomerNoParam } from '../../owners/customer-no';
import { ZDeal } from '../../owners/get-deal';
import { ZIsoDate } from '../../search/iso-date';

/** Whole pence from 0 (a deal's money): the form reads pounds with `poundsToPence` and sends pence. */
const dealPence = (field: string) =>
  z
    .number({ error: `${field} must be a whole number of pence` })
    .int(`${field} must be a whole number of pence`)
    .min(0, 'The amount must not be negative')
    .max(100_000_000, 'The amount is too large')
    .optional()
    .default(0);

/** A whole number within bounds, or null when not known. */
const optionalWhole = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be ${min} or more`)
    .max(max, `${label} must be at most ${max}`)
    .nullable()
    .optional()
    .default(null);

/** A deal's number: letters, digits and hyphens, kept in capitals. */
export const ZDealNo = z
  .string({ error: 'Enter the deal number' })
  .trim()
  .min(1, 'Enter the deal number')
  .max(20, 'Deal number must be at most 20 characters')
  .transform((value) => value.toUpperCase())
  .refine((value) => /^[A-Z0-9-]+$/.test(value), 'Deal number may hold only letters, digits and hyphens');

/** The path of one deal of an owner: api/admin/owners/{customer_no}/deals/{deal_no} */
export const ZDealNoParams = z.object({
  customer_no: ZCustomerNoParam,
  deal_no: ZDealNo,
});

/** The `deal` table's fields as staff edit them: money in whole pence, sizes in feet. */
export const ZDealFields = z.object({
  park_code: z
    .string({ error: 'Choose the park' })
    .trim()
    .min(1, 'Choose the park')
    .max(10, 'park_code must be at most 10 characters'),
  plot_no: optionalText('Plot number', 20),
  sub_park: optionalText('Sub-park', 60),
  deposit_pence: dealPence('deposit_pence'),
  vat_pence: dealPence('vat_pence'),
  customer_contribution_pence: dealPence('customer_contribution_pence'),
  selling_price_of_extras_pence: dealPence('selling_price_of_extras_pence'),
  site_fee_contribution_pence: dealPence('site_fee_contribution_pence'),
  completed_date: ZIsoDate.nullable().optional().default(null),
  unit_no: optionalText('Unit number', 20),
  unit_description: optionalText('Unit description', 150),
  unit_manufacturer: optionalText('Manufacturer', 60),
  unit_model: optionalText('Model', 60),
  unit_year: optionalWhole('Year', 1950, 2100),
  unit_length: optionalWhole('Length', 1, 200),
  unit_width: optionalWhole('Width', 1, 60),
  unit_no_of_bedrooms: optionalWhole('Bedrooms', 0, 20),
  unit_chassis_no: optionalText('Chassis number', 40),
});
export type TDealFields = z.input<typeof ZDealFields>;

/**
 * POST api/admin/owners/{customer_no}/deals (admins). An owner's first deal becomes their current
 * one; `make_current` makes any new deal so.
 */
export const ZCreateDealRequest = ZDealFields.extend({
  deal_no: ZDealNo,
  make_current: z.boolean({ error: 'make_current must be true or false' }).optional().default(false),
});
export type TCreateDealRequest = z.input<typeof ZCreateDealRequest>;

/** PATCH api/admin/owners/{customer_no}/deals/{deal_no} (admins): the deal number never changes. */
export const ZUpdateDealRequest = ZDealFields;
export type TUpdateDealRequest = z.input<typeof ZUpdateDealRequest>;

export const ZAdminDealResponse = ZSuccessWithMessage(ZDeal);
export type TAdminDealResponse = z.infer<typeof ZAdminDealResponse>;
