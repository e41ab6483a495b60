import {
  type TAddMissingBookingRequest,
  ZAddMissingBookingResponse,
  ZMissingBookingLinkResponse,
} from '@parkstays/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { bookingKeys } from './keys';

/**
 * GET /api/find-missing-booking/link?token=…: what the link e-mailed to a booking's address would
 * add, and to whose account (no sign-in needed; opening it changes nothing).
 */
export async function getMissingBookingLink(token: string, signal?: AbortSignal) {
  const answer = await apiRequest(`/api/find-missing-booking/link?token=${encodeURIComponent(token)}`, {
    schema: ZMissingBookingLinkResponse,
    signal,
  });
  return answer.data;
}

export function getMissingBookingLinkQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['missing-booking-link', token],
    queryFn: ({ signal }) => getMissingBookingLink(token, signal),
    // A used or expired link stays so: asking again cannot change the answer.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useMissingBookingLink(token: string) {
  return useQuery(getMissingBookingLinkQueryOptions(token));
}

/** POST /api/find-missing-booking/link: spends the link; the booking goes into the account that asked. */
export function addMissingBooking(body: TAddMissingBookingRequest) {
  return apiRequest('/api/find-missing-booking/link', {
    method: 'POST',
    body,
    schema: ZAddMissingBookingResponse,
  });
}

/** Adds the booking, then refreshes My Bookings (the account that asked may be the one signed in). */
export function useAddMissingBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['bookings', 'add-missing'],
    mutationFn: addMissingBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.list() }),
  });
}
