import { z } from 'zod';
import { ZBookingMoney } from '../payments/desk-money';

/** GET api/admin/bookings/{booking_no}/payments (reception): the stay's payments and refunds. */
export const ZBookingPaymentsResponse = z.object({
  success: z.literal(true),
  data: ZBookingMoney,
});
export type TBookingPaymentsResponse = z.infer<typeof ZBookingPaymentsResponse>;
