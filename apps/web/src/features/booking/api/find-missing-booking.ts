import { type ZFindMissingBookingRequest, ZFindMissingBookingResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { bookingKeys } from './keys';

export type FindMissingBookingBody = z.input<typeof ZFindMissingBookingRequest>;

/**
 * POST /api/find-missing-booking: 200 added the booking to the account (its address is the
 * account's own, confirmed); 202 e-mailed a link to the booking's address, if one matched; 404
 * answers `error`.
 */
export function findMissingBooking(body: FindMissingBookingBody) {
  return apiRequest('/api/find-missing-booking', {
    method: 'POST',
    body,
    auth: true,
    schema: ZFindMissingBookingResponse,
  });
}

export function useFindMissingBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['bookings', 'find-missing'],
    mutationFn: findMissingBooking,
    onSuccess: (answer) =>
      answer.data.outcome === 'added'
        ? queryClient.invalidateQueries({ queryKey: bookingKeys.list() })
        : undefined,
  });
}
