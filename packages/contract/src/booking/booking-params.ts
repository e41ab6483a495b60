import { z } from 'zod';
import { ZIdParam } from '../common/id';

/** The path of every operation on one booking: api/bookings/{id}/… */
export const ZBookingParams = z.object({
  id: ZIdParam('Booking id'),
});
