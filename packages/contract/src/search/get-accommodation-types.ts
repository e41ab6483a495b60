import { z } from 'zod';
import { ZSuccess } from '../common/api-error';

export const ZAccommodationType = z.object({ id: z.number().int(), title: z.string() });
/** GET api/accommodation-types */
export const ZAccommodationTypesResponse = ZSuccess(z.array(ZAccommodationType));
