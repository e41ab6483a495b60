import { ZStayCheckInResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { deskKeys } from './keys';

/** POST /api/admin/bookings/:booking_no/check-in: 409 ALREADY_CHECKED_IN says when and by whom. */
export function checkInStay(bookingNo: string) {
  return apiRequest(`/api/admin/bookings/${encodeURIComponent(bookingNo)}/check-in`, {
    method: 'POST',
    auth: true,
    schema: ZStayCheckInResponse,
  });
}

export function useCheckInStay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['desk', 'check-in'],
    mutationFn: checkInStay,
    // Checked in or found checked in already: the lists show it either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: deskKeys.all }),
  });
}
