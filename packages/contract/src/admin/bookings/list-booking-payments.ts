import type { z } from 'zod';
import { ZSuccess } from '../../common/api-error';
import { ZBookingMoney } from '../payments/desk-money';

/** GET api/admin/bookings/{booking_no}/payments (reception): the stay's payments and refunds. */
export const ZBookingPaymentsResponse = ZSuccess(ZBookingMoney);
export type TBookingPaymentsResponse = z.infer<typeof ZBookingPaymentsResponse>;
