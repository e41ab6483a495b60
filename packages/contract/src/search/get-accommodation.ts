import { z } from 'zod';
import { ZSuccess } from '../common/api-error';
import { ID_MAX } from '../common/id';
import { ZAccommodation } from './accommodation';

/** GET api/accommodations/{id}: a numeric id or a grade code. */
export const ZAccommodationParams = z.object({
  id: z
    .string()
    .max(20, 'id must be at most 20 characters')
    .regex(/^[A-Za-z0-9-]+$/, 'id must be a number or a grade code')
    .refine((id) => !/^\d+$/.test(id) || Number(id) <= ID_MAX, 'id is too large'),
});
export const ZAccommodationResponse = ZSuccess(ZAccommodation);
