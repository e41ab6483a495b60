import { z } from 'zod';

export const ZFacility = z.object({
  id: z.number().int(),
  title: z.string(),
  /** An image URL: absolute, or relative to the API host. */
  icon: z.string(),
});
export type TFacility = z.infer<typeof ZFacility>;

export const ZPark = z.object({
  id: z.number().int(),
  title: z.string(),
  park_code: z.string(),
  park_url: z.string(),
  /** An address for an embedded map; empty when the park has none. */
  map_url: z.string(),
  image_url: z.string(),
  facilities: z.array(ZFacility),
});
export type TPark = z.infer<typeof ZPark>;
