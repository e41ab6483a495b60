import { ZApplyPromotionalCodeResponse } from '@parkstays/contract';
import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/write-options';
import { bookingKeys } from './keys';

/** PUT /api/bookings/{id}/apply_promotional_code */
export async function applyPromotionalCode(id: number, promotionalCode: string) {
  const answer = await apiRequest(`/api/bookings/${id}/apply_promotional_code`, {
    method: 'PUT',
    body: { promotional_code: promotionalCode },
    auth: true,
    schema: ZApplyPromotionalCodeResponse,
  });
  return {
    applied: answer.data['@attributes'].applied === 'true',
    message: answer.message,
    /** Why it was not applied (used up, ended…); the message then says so in the guest's words. */
    reason: answer.data.reason,
  };
}

/** Applies a coupon, then reloads the booking (its prices may have changed). */
export function useApplyPromotionalCode(id: number) {
  return useWrite(
    ['bookings', 'apply-promotional-code', id],
    (code: string) => applyPromotionalCode(id, code),
    { onSettled: [bookingKeys.detail(id)] },
  );
}
