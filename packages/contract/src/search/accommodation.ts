import { z } from 'zod';
import { ZPark } from './park';

export const ZAccommodation = z.object({
  id: z.number().int(),
  grade_code: z.string(),
  park_id: z.number().int(),
  park_code: z.string(),
  holiday_type_id: z.number().int(),
  accommodation_type_id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  excerpt: z.string(),
  description: z.string(),
  capacity: z.number().int(),
  pets_allowed: z.boolean(),
  images: z.array(
    z.object({
      id: z.number().int(),
      image_url: z.string(),
      /** What the photo shows ('' when staff gave no words: name it by the grade). */
      alt: z.string(),
      /** The photo's copies for `<img srcset>` when it was uploaded ('' otherwise). */
      srcset: z.string(),
    }),
  ),
  features: z.array(z.object({ id: z.number().int(), feature: z.string() })),
  park: ZPark.extend({
    accommodation_type_id: z.number().int(),
    /** What the park's page says of it, in the operator's words ('' when they have written none). */
    description: z.string(),
  }),
});
export type TAccommodation = z.infer<typeof ZAccommodation>;
