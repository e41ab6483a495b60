import { type TBookActivityRequest, ZBookActivityResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { activityKeys } from './keys';

/** POST /api/activity_bookings: tickets for a session, against a stay (booking_no) or a visit (visit_id). */
export function bookActivity(body: TBookActivityRequest) {
  return apiRequest('/api/activity_bookings', {
    method: 'POST',
    body,
    auth: true,
    schema: ZBookActivityResponse,
  });
}

export function useBookActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['activities', 'book'],
    mutationFn: bookActivity,
    onSettled: () => {
      // Tickets left and the lists of booked activities have changed (or may have).
      void queryClient.invalidateQueries({ queryKey: activityKeys.all });
    },
  });
}
