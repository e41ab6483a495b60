import { z } from 'zod';
import { ZSuccess, ZSuccessWithMessage } from '../../common/api-error';
import { ZIdParams } from '../../common/id';
import { requiredText } from '../../common/text';
import { ZListPosition } from './catalogue-rules';

/** A holiday type as the Catalogue screen edits it: its name and where it comes in the lists. */
export const ZAdminHolidayType = z.object({
  id: z.number().int(),
  title: z.string(),
  position: z.number().int(),
  grade_count: z.number().int(),
});
export type TAdminHolidayType = z.infer<typeof ZAdminHolidayType>;

/** GET api/admin/holiday-types (admins): in the order guests see them. */
export const ZAdminHolidayTypesResponse = ZSuccess(z.array(ZAdminHolidayType));
export type TAdminHolidayTypesResponse = z.infer<typeof ZAdminHolidayTypesResponse>;

/** PUT api/admin/holiday-types/:id (admins): the name, and the place in the order (lowest first). */
export const ZUpdateHolidayTypeRequest = z.object({
  title: requiredText('holiday type name', 100),
  position: ZListPosition(999),
});
export type TUpdateHolidayTypeRequest = z.infer<typeof ZUpdateHolidayTypeRequest>;

export const ZAdminHolidayTypeParams = ZIdParams;

export const ZAdminHolidayTypeResponse = ZSuccessWithMessage(ZAdminHolidayType);
export type TAdminHolidayTypeResponse = z.infer<typeof ZAdminHolidayTypeResponse>;
