import { z } from 'zod';
import { ZStaffRole } from '../admin/staff/staff-role';
import { ZCountryCode } from '../common/country';

/** A user as every account answer gives it. Never holds the password or its hash. */
export const ZUser = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.string(),
  address_1: z.string(),
  address_2: z.string(),
  city: z.string(),
  postcode: z.string(),
  country_code: ZCountryCode,
  marketing_preference: z.union([z.literal(0), z.literal(1)]),
  /** Set once the user has linked an owner account (owners portal). */
  customer_no: z.string().nullable(),
  /**
   * When the user opened the confirmation link e-mailed to this address (ISO timestamp); null until
   * then, and again after the address changes. Only a confirmed address counts as the user's own.
   */
  email_confirmed_at: z.string().nullable(),
  /** The user's role on the park's staff, or null for guests and owners: the web shows staff screens by it. */
  staff_role: ZStaffRole.nullable(),
});
export type TUser = z.infer<typeof ZUser>;
