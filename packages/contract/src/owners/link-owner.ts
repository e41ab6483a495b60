import { z } from 'zod';
import { ZCustomerNoText } from './customer-no';

export const LINK_CODE_SHAPE_MESSAGE = 'Enter the 6-digit code from the e-mail';

/**
 * POST api/owners-portal/link. Each field has its shape (an e-mail address; a customer number of
 * letters, digits and hyphens; a code of six digits, spaces allowed between them), and input of any
 * other shape is a 400 naming its field. Only well-formed details reach the owner look-up, whose
 * one refusal never says which of them was wrong.
 */
export const ZLinkOwnerRequest = z.object({
  email: z.email({ error: 'Enter a valid e-mail address' }).trim().max(254),
  customer_no: ZCustomerNoText.optional().default(''),
  /** The code e-mailed to the owner's address, when the e-mail given is not the signed-in one. */
  code: z
    .string({ error: 'code must be text' })
    .max(12, 'Code must be at most 12 characters')
    .transform((value) => value.replace(/\s+/g, ''))
    .refine((value) => value === '' || /^\d{6}$/.test(value), LINK_CODE_SHAPE_MESSAGE)
    .optional(),
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
