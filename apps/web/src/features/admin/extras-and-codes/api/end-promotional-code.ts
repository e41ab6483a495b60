import { ZPromotionalCodeResponse } from '@parkstays/contract';
import { apiRequest } from '../../../../lib/api-client';
import { useWrite } from '../../../../lib/write-options';
import { offerKeys } from './keys';

/** POST /api/admin/promotional-codes/:code/end: no booking can apply it from today. */
export function endPromotionalCode(code: string) {
  return apiRequest(`/api/admin/promotional-codes/${encodeURIComponent(code)}/end`, {
    method: 'POST',
    auth: true,
    schema: ZPromotionalCodeResponse,
  });
}

export function useEndPromotionalCode() {
  return useWrite(['offers', 'end-code'], endPromotionalCode, { onSettled: [offerKeys.codes()] });
}
