import { type TCreatePromotionalCodeRequest, ZPromotionalCodeResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['offers', 'create-code'],
    mutationFn: createPromotionalCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.codes() }),
  });
}
