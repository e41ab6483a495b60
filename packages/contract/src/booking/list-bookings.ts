import { z } from 'zod';
import { ZSuccess } from '../common/api-error';
import { ZMoneyText, ZPence } from '../common/money';
import { ZBookingStatus } from './booking-view';

/** GET api/bookings: the signed-in user's bookings. */
export const ZBookingSummary = z.object({
  id: z.number().int(),
  booking_no: z.string(),
  arrival_date: z.string(),
  no_of_nights: z.number().int(),
  status: ZBookingStatus,
  park: z.object({ title: z.string(), image_url: z.string(), park_code: z.string() }),
  accommodation: z.object({ title: z.string(), grade_code: z.string() }),
  total_price: ZMoneyText,
  total_price_pence: ZPence,
  outstanding_amount: ZMoneyText,
  outstanding_amount_pence: ZPence,
  confirmed: z.enum(['true', 'false']),
});
export const ZBookingsResponse = ZSuccess(z.array(ZBookingSummary));
