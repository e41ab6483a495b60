import { z } from 'zod';
import { ZSuccess } from '../common/api-error';

/** GET api/payments/sca: what the server saw of the browser, for 3-D Secure. */
export const ZScaResponse = ZSuccess(
  z.object({
    strongCustomerAuthentication: z.object({ browserIP: z.string(), browserAcceptHeader: z.string() }),
  }),
);
