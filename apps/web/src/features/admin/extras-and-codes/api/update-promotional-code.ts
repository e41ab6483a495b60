import { type TUpdatePromotionalCodeRequest, ZPromotionalCodeResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['offers', 'update-code'],
    mutationFn: updatePromotionalCode,
    onSettled: () => queryClient.invalidateQueries({ queryKey: offerKeys.codes() }),
  });
}
