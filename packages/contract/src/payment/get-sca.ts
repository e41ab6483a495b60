import { z } from 'zod';

/** GET api/payments/sca: what the server saw of the browser, for 3-D Secure. */
export const ZScaResponse = z.object({
  success: z.literal(true),
  data: z.object({
    strongCustomerAuthentication: z.object({ browserIP: z.string(), browserAcceptHeader: z.string() }),
  }),
});
