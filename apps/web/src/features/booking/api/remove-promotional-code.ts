import { ZMessageResponse } from '@parkstays/contract';
import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/write-options';
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
  return useWrite(['bookings', 'remove-promotional-code', id], () => removePromotionalCode(id), {
    onSettled: [bookingKeys.detail(id)],
  });
}
