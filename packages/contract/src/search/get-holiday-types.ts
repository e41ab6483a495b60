import { z } from 'zod';

export const ZHolidayType = z.object({ id: z.number().int(), title: z.string() });
export type THolidayType = z.infer<typeof ZHolidayType>;
/** GET api/holiday-types */
export const ZHolidayTypesResponse = z.object({ success: z.literal(true), data: z.array(ZHolidayType) });
