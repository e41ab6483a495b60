import { type TCreatePromotionalCodeRequest, ZPromotionalCodeResponse } from '@parkstays/contract';
import { apiRequest } from '../../../../lib/api-client';
import { useWrite } from '../../../../lib/write-options';
import { offerKeys } from './keys';

/** POST /api/admin/promotional-codes: 409 PROMOTIONAL_CODE_EXISTS when the name is taken. */
export function createPromotionalCode(body: TCreatePromotionalCodeRequest) {
  return apiRequest('/api/admin/promotional-codes', {
    method: 'POST',
    auth: true,
    body,
    schema: ZPromotionalCodeResponse,
  });
}

export function useCreatePromotionalCode() {
  return useWrite(['offers', 'create-code'], createPromotionalCode, { onSuccess: [offerKeys.codes()] });
}
