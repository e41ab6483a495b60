import { ZSuccess } from '../common/api-error';
import { ZBookingView } from './booking-view';

/** GET api/bookings/{id}: the booking and the operator's record of it (the eliteData shape). */
export const ZBookingResponse = ZSuccess(ZBookingView);
