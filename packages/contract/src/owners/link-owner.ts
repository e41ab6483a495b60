import { z } from 'zod';

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
