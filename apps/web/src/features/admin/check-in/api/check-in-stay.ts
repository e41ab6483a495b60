import { ZStayCheckInResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { checkInKeys } from './keys';

/** POST /api/admin/bookings/:booking_no/check-in: 409 ALREADY_CHECKED_IN says when and by whom. */
export function checkInStay(bookingNo: string) {
  return apiRequest(`/api/admin/bookings/${encodeURIComponent(bookingNo)}/check-in`, {
    method: 'POST',
    auth: true,
    schema: ZStayCheckInResponse,
  });
}

/**
 * Checks a party in. Checked in or found checked in already, the lists show it either way: this
 * feature's arrivals, and whatever else the screen shows that `onSettled` refreshes.
 */
export function useCheckInStay(onSettled?: () => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['check-in', 'stay'],
    mutationFn: checkInStay,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: checkInKeys.all }), onSettled?.()]),
  });
}
