import { ZActivityBookingsResponse } from '@parkstays/contract';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client';
import { readOptions } from '../../../lib/query-options';
import { activityKeys } from './keys';

/** GET /api/bookings/{id}/activity_bookings: the activity bookings made against one of the user's stays. */
export function getStayActivityBookings(bookingId: number, signal?: AbortSignal) {
  return requestData(`/api/bookings/${bookingId}/activity_bookings`, {
    auth: true,
    schema: ZActivityBookingsResponse,
    signal,
  });
}

export const getStayActivityBookingsQueryOptions = readOptions(
  activityKeys.bookingsOfStay,
  getStayActivityBookings,
  { staleTime: 0 },
);

export function useStayActivityBookings(bookingId: number) {
  return useQuery(getStayActivityBookingsQueryOptions(bookingId));
}
