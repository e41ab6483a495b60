import { type TChangeBookingRequest, ZChangeBookingResponse } from '@parkstays/contract';
import { apiRequest } from '../../../../lib/api-client';
import { useWrite } from '../../../../lib/write-options';
import { everyBookingKeys } from './keys';

/** PATCH /api/admin/bookings/{booking_no}: makes the change at the price staff were shown. */
export async function changeBooking(bookingNo: string, body: TChangeBookingRequest) {
  return apiRequest(`/api/admin/bookings/${encodeURIComponent(bookingNo)}`, {
    method: 'PATCH',
    body,
    auth: true,
    schema: ZChangeBookingResponse,
  });
}

export function useChangeBooking(bookingNo: string) {
  return useWrite(
    ['bookings', 'change', bookingNo],
    (body: TChangeBookingRequest) => changeBooking(bookingNo, body),
    { onSuccess: everyBookingKeys },
  );
}
