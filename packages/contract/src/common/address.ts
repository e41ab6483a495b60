import { z } from 'zod';

/**
 * A postal address as the operator's records keep it, in answers: a guest's on a booking, an
 * owner's on their account. Spread into the answer that holds it (`...ZRecordAddress.shape`).
 */
export const ZRecordAddress = z.object({
  address: z.string(),
  address_2: z.string(),
  city: z.string(),
  county: z.string(),
  post_code: z.string(),
});
