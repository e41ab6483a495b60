import { type TAddBookingNoteRequest, ZAddBookingNoteResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { frontDeskKeys } from './keys';

/** POST /api/admin/bookings/{booking_no}/notes: adds a staff note to the booking. */
export async function addBookingNote(bookingNo: string, body: TAddBookingNoteRequest) {
  return apiRequest(`/api/admin/bookings/${encodeURIComponent(bookingNo)}/notes`, {
    method: 'POST',
    body,
    auth: true,
    schema: ZAddBookingNoteResponse,
  });
}

export function useAddBookingNote(bookingNo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['front-desk', 'note', bookingNo],
    mutationFn: (body: TAddBookingNoteRequest) => addBookingNote(bookingNo, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: frontDeskKeys.booking(bookingNo) }),
        queryClient.invalidateQueries({ queryKey: frontDeskKeys.history(bookingNo) }),
      ]),
  });
}
