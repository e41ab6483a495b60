import { z } from 'zod';
import { ID_MAX, ZIdParam } from '../common/id';

/** The path of every operation on one booking: api/bookings/{id}/… */
export const ZBookingParams = z.object({
  id: ZIdParam('Booking id'),
});

/** The unit staff chose on a form (a move, a unit block): whatever is wrong, the answer is "Choose a unit". */
export const ZChosenUnitId = z
  .number({ error: 'Choose a unit' })
  .int('Choose a unit')
  .positive('Choose a unit')
  .max(ID_MAX, 'Choose a unit');

/** A booking row on a unit for a run of nights, as the answers name it: a stay or a unit block (a block is a booking row too). */
export const ZBookingOnUnit = z.object({
  booking_no: z.string(),
  unit_id: z.number().int(),
  unit_code: z.string(),
  grade_code: z.string(),
  arrival_date: z.string(),
  no_of_nights: z.number().int(),
});
