import { z } from 'zod';
import { ZSuccess } from '../common/api-error';

/** GET api/payments/session-key */
export const ZSessionKeyResponse = ZSuccess(
  z.object({
    merchantSessionKey: z.string(),
    expiry: z.string(),
    /** Where the browser sends the card details for a card identifier (the provider, never us). */
    cardIdentifiersUrl: z.string(),
  }),
);
