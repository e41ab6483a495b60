import { ZPromotionalCodeResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['offers', 'end-code'],
    mutationFn: endPromotionalCode,
    onSettled: () => queryClient.invalidateQueries({ queryKey: offerKeys.codes() }),
  });
}
