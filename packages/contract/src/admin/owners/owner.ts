import { z } from 'zod';
import { ZEmail } from '../../account/user-fields';
import { ZSuccess } from '../../common/api-error';
import { ZCountryCode, ZRecordAddress } from '../../common/country';
import { ZId, ZIdParam } from '../../common/id';
import { ZPence } from '../../common/money';
import { ZPageInfo, ZPageNumber, ZPerPage, ZSearchText } from '../../common/query-fields';
import { optionalText } from '../../common/text';
import { ZCustomerNoText } from '../../owners/customer-no';
import { ZDeal } from '../../owners/get-deal';

/**
 * The back office's Owners screens: staff find owners, keep their contact details,
 * park and deals. Money in pence; reception reads, admins change (decision 042).
 */

/** The path of one owner: api/admin/owners/{customer_no} */
export const ZCustomerNoParams = z.object({
  customer_no: ZCustomerNoText.refine((value) => value !== '', 'customer_no is required'),
});

/** GET api/admin/owners: `q` matches the name, customer number or e-mail (any part, any case). */
export const ZFindOwnersQuery = z.object({
  q: ZSearchText,
  park_id: ZIdParam('park_id').optional(),
  page: ZPageNumber,
  per_page: ZPerPage,
});
export type TFindOwnersQuery = z.input<typeof ZFindOwnersQuery>;
export type TFindOwnersFilter = z.output<typeof ZFindOwnersQuery>;

export const ZOwnerPark = z.object({ id: z.number().int(), title: z.string(), park_code: z.string() });

/** An owner as the search lists them. */
export const ZFoundOwner = z.object({
  customer_no: z.string(),
  name: z.string(),
  email: z.string(),
  park: ZOwnerPark.nullable(),
  current_deal_no: z.string().nullable(),
  /** What remains on the owner's entries (negative: in credit). */
  balance_pence: ZPence,
});
export type TFoundOwner = z.infer<typeof ZFoundOwner>;

export const ZFindOwnersResponse = ZSuccess(z.object({ owners: z.array(ZFoundOwner), ...ZPageInfo.shape }));
export type TFindOwnersResponse = z.infer<typeof ZFindOwnersResponse>;

/** An owner's contact details and park, as staff create and edit them. */
export const ZOwnerFields = z.object({
  name: z
    .string({ error: "Enter the owner's name" })
    .trim()
    .min(1, "Enter the owner's name")
    .max(100, 'Name must be at most 100 characters'),
  email: ZEmail,
  phone_no: optionalText('Phone number', 20),
  address: optionalText('Address', 100),
  address_2: optionalText('Address line 2', 100),
  city: optionalText('Town or city', 60),
  county: optionalText('County', 60),
  post_code: optionalText('Post code', 10).transform((value) => value.toUpperCase()),
  country_region_code: ZCountryCode.optional().default('GB'),
  /** The park where the owner keeps their holiday home (one of the parks with owners), or none. */
  park_id: ZId('park_id').nullable().optional().default(null),
});
export type TOwnerFields = z.input<typeof ZOwnerFields>;

/** POST api/admin/owners (admins): a customer number left empty is given the next free one. */
export const ZCreateOwnerRequest = ZOwnerFields.extend({
  customer_no: ZCustomerNoText.optional().default(''),
});
export type TCreateOwnerRequest = z.input<typeof ZCreateOwnerRequest>;

/** PATCH api/admin/owners/{customer_no} (admins): the customer number never changes (accounts link by it). */
export const ZUpdateOwnerRequest = ZOwnerFields;
export type TUpdateOwnerRequest = z.input<typeof ZUpdateOwnerRequest>;

/** PUT api/admin/owners/{customer_no}/current-deal (admins): one of the owner's deals, or none. */
export const ZSetCurrentDealRequest = z.object({
  deal_no: z
    .string({ error: 'deal_no must be text' })
    .trim()
    .max(20, 'deal_no must be at most 20 characters')
    .transform((value) => value.toUpperCase())
    .nullable(),
});
export type TSetCurrentDealRequest = z.input<typeof ZSetCurrentDealRequest>;

/** A user account linked to the owner (its customer number is the owner's). */
export const ZLinkedAccount = z.object({ id: z.number().int(), email: z.string(), name: z.string() });
export type TLinkedAccount = z.infer<typeof ZLinkedAccount>;

/** One owner as the owner's page shows them. */
export const ZAdminOwner = z.object({
  customer_no: z.string(),
  name: z.string(),
  email: z.string(),
  phone_no: z.string(),
  ...ZRecordAddress.shape,
  country_region_code: z.string(),
  park: ZOwnerPark.nullable(),
  current_deal_no: z.string().nullable(),
  balance_pence: ZPence,
  /** Card payments on their way (claimed, not yet confirmed). */
  pending_pence: ZPence,
  deals: z.array(ZDeal),
  accounts: z.array(ZLinkedAccount),
});
export type TAdminOwner = z.infer<typeof ZAdminOwner>;

export const ZAdminOwnerResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: ZAdminOwner,
});
export type TAdminOwnerResponse = z.infer<typeof ZAdminOwnerResponse>;
