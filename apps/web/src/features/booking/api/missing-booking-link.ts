import {
  type TAddMissingBookingRequest,
  ZAddMissingBookingResponse,
  ZMissingBookingLinkResponse,
} from '@parkstays/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, requestData } from '../../../lib/api-client';
import { readOptions } from '../../../lib/query-options';
import { useWrite } from '../../../lib/write-options';
import { bookingKeys } from './keys';

/**
 * GET /api/find-missing-booking/link?token=…: what the link e-mailed to a booking's address would
 * add, and to whose account (no sign-in needed; opening it changes nothing).
 */
export function getMissingBookingLink(token: string, signal?: AbortSignal) {
  return requestData(`/api/find-missing-booking/link?token=${encodeURIComponent(token)}`, {
    schema: ZMissingBookingLinkResponse,
    signal,
  });
}

// A used or expired link stays so: asking again cannot change the answer.
export const getMissingBookingLinkQueryOptions = readOptions(
  bookingKeys.missingBookingLink,
  getMissingBookingLink,
  { retry: false, staleTime: Number.POSITIVE_INFINITY },
);

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
  return useWrite(['bookings', 'add-missing'], addMissingBooking, { onSuccess: [bookingKeys.list()] });
}
