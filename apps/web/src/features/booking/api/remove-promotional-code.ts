import { ZMessageResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { bookingKeys } from './keys';

/** DELETE /api/bookings/{id}/promotional_code: the booking drops its code (its use goes back to the code). */
export async function removePromotionalCode(id: number) {
  const answer = await apiRequest(`/api/bookings/${id}/promotional_code`, {
    method: 'DELETE',
    auth: true,
    schema: ZMessageResponse,
  });
  return answer.message;
}

/** Removes the coupon, then reloads the booking (its prices change). */
export function useRemovePromotionalCode(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['bookings', 'remove-promotional-code', id],
    mutationFn: () => removePromotionalCode(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.detail(id) }),
  });
}
