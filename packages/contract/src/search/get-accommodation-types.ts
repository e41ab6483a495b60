import { z } from 'zod';

export const ZAccommodationType = z.object({ id: z.number().int(), title: z.string() });
/** GET api/accommodation-types */
export const ZAccommodationTypesResponse = z.object({
  success: z.literal(true),
  data: z.array(ZAccommodationType),
});
