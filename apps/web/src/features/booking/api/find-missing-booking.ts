import { type ZFindMissingBookingRequest, ZMessageResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { bookingKeys } from './keys';

export type FindMissingBookingBody = z.input<typeof ZFindMissingBookingRequest>;

/** POST /api/find-missing-booking: 200 links the booking to the account; 404 answers `error`. */
export function findMissingBooking(body: FindMissingBookingBody) {
  return apiRequest('/api/find-missing-booking', {
    method: 'POST',
    body,
    auth: true,
    schema: ZMessageResponse,
  });
}

export function useFindMissingBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['bookings', 'find-missing'],
    mutationFn: findMissingBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.list() }),
  });
}
