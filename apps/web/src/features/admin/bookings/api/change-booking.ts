import { type TChangeBookingRequest, ZChangeBookingResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { invalidateBookings } from './keys';

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['bookings', 'change', bookingNo],
    mutationFn: (body: TChangeBookingRequest) => changeBooking(bookingNo, body),
    onSuccess: () => invalidateBookings(queryClient),
  });
}
