import { type TAddBookingNoteRequest, ZAddBookingNoteResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { invalidateBookingPage } from './keys';

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
    mutationKey: ['bookings', 'note', bookingNo],
    mutationFn: (body: TAddBookingNoteRequest) => addBookingNote(bookingNo, body),
    onSuccess: () => invalidateBookingPage(queryClient, bookingNo),
  });
}
