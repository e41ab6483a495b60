import { ZBookingResponse, type ZUpdateExtrasRequest } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { requestData } from '../../../lib/api-client';
import { bookingKeys } from './keys';

export type UpdateExtrasBody = z.input<typeof ZUpdateExtrasRequest>;

/** POST /api/bookings/{id}/updateExtras: answers the booking as it now stands. */
export function updateExtras(id: number, body: UpdateExtrasBody) {
  return requestData(`/api/bookings/${id}/updateExtras`, {
    method: 'POST',
    body,
    auth: true,
    schema: ZBookingResponse,
  });
}

export function useUpdateExtras(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['bookings', 'update-extras', id],
    mutationFn: (body: UpdateExtrasBody) => updateExtras(id, body),
    onSuccess: (booking) => queryClient.setQueryData(bookingKeys.detail(id), booking),
  });
}
