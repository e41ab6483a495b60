import { z } from 'zod';
import { ZApiError, ZSuccessWithMessage } from '../../common/api-error';
import { ZIdParams } from '../../common/id';
import { ZUnitCode } from './catalogue-rules';
import { ZAdminUnit } from './grades';

/** POST api/admin/grades/:id/units (admins): a new unit of the grade, let from now on. */
export const ZAddUnitRequest = z.object({ unit_code: ZUnitCode });
export type TAddUnitRequest = z.infer<typeof ZAddUnitRequest>;

/** PATCH api/admin/units/:id (admins): the unit's new code. */
export const ZRenameUnitRequest = z.object({ unit_code: ZUnitCode });
export type TRenameUnitRequest = z.infer<typeof ZRenameUnitRequest>;

export const ZAdminUnitParams = ZIdParams;

/**
 * POST api/admin/units/:id/retire and …/bring-back (admins). A retired unit is offered to no
 * search, no new booking and no move; its blocks to come are lifted with it.
 */
export const ZAdminUnitResponse = ZSuccessWithMessage(ZAdminUnit);
export type TAdminUnitResponse = z.infer<typeof ZAdminUnitResponse>;

/**
 * 409 UNIT_HAS_STAYS: the unit has stays to come (not cancelled or expired, leaving after today),
 * which must move to another unit first; `booking_nos` names them, soonest first.
 */
export const ZRetireUnitRefusal = ZApiError.extend({ booking_nos: z.array(z.string()).optional() });
export type TRetireUnitRefusal = z.infer<typeof ZRetireUnitRefusal>;
