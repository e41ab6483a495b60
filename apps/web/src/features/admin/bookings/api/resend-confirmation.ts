import { ZMessageResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { invalidateBookingPage } from './keys';

/** POST /api/admin/bookings/{booking_no}/resend-confirmation: e-mails the guest's confirmation again. */
export async function resendConfirmation(bookingNo: string) {
  return apiRequest(`/api/admin/bookings/${encodeURIComponent(bookingNo)}/resend-confirmation`, {
    method: 'POST',
    auth: true,
    schema: ZMessageResponse,
  });
}

export function useResendConfirmation(bookingNo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['bookings', 'resend-confirmation', bookingNo],
    mutationFn: () => resendConfirmation(bookingNo),
    onSuccess: () => invalidateBookingPage(queryClient, bookingNo),
  });
}
