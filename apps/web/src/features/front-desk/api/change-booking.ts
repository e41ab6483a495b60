import { type TChangeBookingRequest, ZChangeBookingResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

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
    mutationKey: ['front-desk', 'change', bookingNo],
    mutationFn: (body: TChangeBookingRequest) => changeBooking(bookingNo, body),
    // Everything on show is reloaded: a new price changes what the page's payments panel (another
    // feature, whose keys this one cannot name) says is due or refundable.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
