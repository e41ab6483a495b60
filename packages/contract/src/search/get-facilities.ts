import { z } from 'zod';
import { ZFacility } from './park';

/** GET api/facilities */
export const ZFacilitiesResponse = z.object({ success: z.literal(true), data: z.array(ZFacility) });
