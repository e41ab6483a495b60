import { ZMessageResponse } from '@parkstays/contract';
import { apiRequest } from '../../../../lib/api-client';
import { useWrite } from '../../../../lib/write-options';
import { bookingPageKeys } from './keys';

/** POST /api/admin/bookings/{booking_no}/resend-confirmation: e-mails the guest's confirmation again. */
export async function resendConfirmation(bookingNo: string) {
  return apiRequest(`/api/admin/bookings/${encodeURIComponent(bookingNo)}/resend-confirmation`, {
    method: 'POST',
    auth: true,
    schema: ZMessageResponse,
  });
}

export function useResendConfirmation(bookingNo: string) {
  return useWrite(['bookings', 'resend-confirmation', bookingNo], () => resendConfirmation(bookingNo), {
    onSuccess: bookingPageKeys(bookingNo),
  });
}
