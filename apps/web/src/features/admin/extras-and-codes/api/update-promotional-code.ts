import { type TUpdatePromotionalCodeRequest, ZPromotionalCodeResponse } from '@parkstays/contract';
import { apiRequest } from '../../../../lib/api-client';
import { useWrite } from '../../../../lib/write-options';
import { offerKeys } from './keys';

/** PUT /api/admin/promotional-codes/:code: 400 naming usage_limit below the bookings carrying it. */
export function updatePromotionalCode({ code, body }: { code: string; body: TUpdatePromotionalCodeRequest }) {
  return apiRequest(`/api/admin/promotional-codes/${encodeURIComponent(code)}`, {
    method: 'PUT',
    auth: true,
    body,
    schema: ZPromotionalCodeResponse,
  });
}

export function useUpdatePromotionalCode() {
  return useWrite(['offers', 'update-code'], updatePromotionalCode, { onSettled: [offerKeys.codes()] });
}
