import { z } from 'zod';

export const CUSTOMER_NO_CHARACTERS_MESSAGE = 'Customer number may hold only letters, digits and hyphens';

/**
 * A customer number as people type it (staff on the owner's page, an owner linking an account):
 * letters, digits and hyphens, kept in capitals; empty when none is given. Anything else is
 * refused naming the field before any owner is looked up.
 */
export const ZCustomerNoText = z
  .string({ error: 'customer_no must be text' })
  .trim()
  .max(20, 'Customer number must be at most 20 characters')
  .transform((value) => value.toUpperCase())
  .refine((value) => /^[A-Z0-9-]*$/.test(value), CUSTOMER_NO_CHARACTERS_MESSAGE);

/**
 * The owner's customer number in the address of one of their deals, visits or entries
 * (api/admin/owners/{customer_no}/…), as the owner's page links to it.
 */
export const ZCustomerNoParam = z.string().trim().min(1, 'customer_no is required').max(20);
