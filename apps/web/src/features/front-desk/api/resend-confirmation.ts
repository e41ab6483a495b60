import { ZMessageResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { frontDeskKeys } from './keys';

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
    mutationKey: ['front-desk', 'resend-confirmation', bookingNo],
    mutationFn: () => resendConfirmation(bookingNo),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: frontDeskKeys.booking(bookingNo) }),
        queryClient.invalidateQueries({ queryKey: frontDeskKeys.history(bookingNo) }),
      ]),
  });
}
