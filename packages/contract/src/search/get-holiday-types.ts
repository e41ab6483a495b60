import { z } from 'zod';
import { ZSuccess } from '../common/api-error';

export const ZHolidayType = z.object({ id: z.number().int(), title: z.string() });
export type THolidayType = z.infer<typeof ZHolidayType>;
/** GET api/holiday-types */
export const ZHolidayTypesResponse = ZSuccess(z.array(ZHolidayType));
