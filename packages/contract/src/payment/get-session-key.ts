import { z } from 'zod';

/** GET api/payments/session-key */
export const ZSessionKeyResponse = z.object({
  success: z.literal(true),
  data: z.object({
    merchantSessionKey: z.string(),
    expiry: z.string(),
    /** Where the browser sends the card details for a card identifier (the provider, never us). */
    cardIdentifiersUrl: z.string(),
  }),
});
