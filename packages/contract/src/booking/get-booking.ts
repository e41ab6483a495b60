import { z } from 'zod';
import { ZBookingView } from './booking-view';

/** GET api/bookings/{id}: the booking and the operator's record of it (the eliteData shape). */
export const ZBookingResponse = z.object({ success: z.literal(true), data: ZBookingView });
