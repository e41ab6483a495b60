import { z } from 'zod';
import { ZSuccess } from '../common/api-error';
import { ZActivityBookingRecord } from './activity-booking';

/** GET api/bookings/{id}/activity_bookings: the activity bookings made against a stay. */
export const ZActivityBookingsResponse = ZSuccess(z.array(ZActivityBookingRecord));
