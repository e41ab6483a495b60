import { z } from 'zod';
import { ZBookingOnUnit, ZChosenUnitId } from '../../booking/booking-params';
import { ZApiError, ZSuccessWithMessage } from '../../common/api-error';
import { ZIsoDate } from '../../search/iso-date';
import { bookingNoParams } from '../bookings/stay-parts';

/** A booking's or block's reference in a staff address: api/admin/…/{booking_no}. */
const ZReference = bookingNoParams();

export const ZMoveBookingParams = ZReference;
export type TMoveBookingParams = z.infer<typeof ZMoveBookingParams>;
/** DELETE api/admin/unit-blocks/{booking_no}. */
export const ZUnitBlockParams = ZReference;
export type TUnitBlockParams = z.infer<typeof ZUnitBlockParams>;

/**
 * POST api/admin/bookings/{booking_no}/move: a confirmed stay to another unit of its park and/or
 * another first night, for the same number of nights (reception). Another grade or other nights
 * may change the price: the answer is then 409 PRICE_CONFIRMATION_NEEDED with both totals, and
 * the move is made once it is sent again with `accept_total_pence` equal to the new total.
 */
export const ZMoveBookingRequest = z.object({
  unit_id: ZChosenUnitId,
  arrival_date: ZIsoDate,
  accept_total_pence: z
    .number({ error: 'accept_total_pence must be a number' })
    .int('accept_total_pence must be whole pence')
    .min(0, 'accept_total_pence cannot be negative')
    .max(2_147_483_647, 'accept_total_pence is too large')
    .optional(),
});
export type TMoveBookingRequest = z.infer<typeof ZMoveBookingRequest>;

/** The moved stay: where and when it is now, and what it costs. */
export const ZMovedBooking = ZBookingOnUnit.extend({
  previous_total_pence: z.number().int(),
  total_pence: z.number().int(),
});
export type TMovedBooking = z.infer<typeof ZMovedBooking>;

export const ZMoveBookingResponse = ZSuccessWithMessage(ZMovedBooking);
export type TMoveBookingResponse = z.infer<typeof ZMoveBookingResponse>;

/**
 * A refused move: the error shape, and for PRICE_CONFIRMATION_NEEDED and REFUND_FIRST the stay's
 * total now, its total after the move and what has been paid.
 */
export const ZMoveBookingRefusal = ZApiError.extend({
  old_total_pence: z.number().int().optional(),
  new_total_pence: z.number().int().optional(),
  paid_pence: z.number().int().optional(),
});
export type TMoveBookingRefusal = z.infer<typeof ZMoveBookingRefusal>;
