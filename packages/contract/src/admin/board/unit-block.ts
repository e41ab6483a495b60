import { z } from 'zod';
import { ZBookingOnUnit, ZChosenUnitId } from '../../booking/booking-params';
import { ZSuccessWithMessage } from '../../common/api-error';
import { ZIsoDate } from '../../search/iso-date';

/** The most nights one block takes a unit out of order for. */
export const UNIT_BLOCK_NIGHTS_MAX = 366;

/**
 * POST api/admin/unit-blocks: takes a unit out of order for a run of nights (reception). A block
 * is a booking row under the same rule as stays: it cannot go on a night a unit is already taken,
 * and nobody can book the unit on its nights.
 */
export const ZCreateUnitBlockRequest = z.object({
  unit_id: ZChosenUnitId,
  /** The first night the unit is out of order. */
  arrival_date: ZIsoDate,
  no_of_nights: z
    .number({ error: 'Enter the number of nights' })
    .int('Enter a whole number of nights')
    .min(1, 'Block at least 1 night')
    .max(UNIT_BLOCK_NIGHTS_MAX, `Block at most ${UNIT_BLOCK_NIGHTS_MAX} nights`),
  reason: z
    .string({ error: 'Enter a reason' })
    .trim()
    .min(1, 'Enter a reason, for example “Boiler replaced”')
    .max(200, 'The reason must be at most 200 characters'),
});
export type TCreateUnitBlockRequest = z.infer<typeof ZCreateUnitBlockRequest>;

export const ZUnitBlock = ZBookingOnUnit.extend({
  reason: z.string(),
  status: z.enum(['confirmed', 'cancelled']),
});
export type TUnitBlock = z.infer<typeof ZUnitBlock>;

export const ZUnitBlockResponse = ZSuccessWithMessage(ZUnitBlock);
export type TUnitBlockResponse = z.infer<typeof ZUnitBlockResponse>;
