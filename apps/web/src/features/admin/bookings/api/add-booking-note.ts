import { type TAddBookingNoteRequest, ZAddBookingNoteResponse } from '@parkstays/contract';
import { apiRequest } from '../../../../lib/api-client';
import { useWrite } from '../../../../lib/write-options';
import { bookingPageKeys } from './keys';

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
  return useWrite(
    ['bookings', 'note', bookingNo],
    (body: TAddBookingNoteRequest) => addBookingNote(bookingNo, body),
    { onSuccess: bookingPageKeys(bookingNo) },
  );
}
