import { ZStopSellResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { pricesKeys } from './keys';

/** DELETE /api/admin/stop-sells/:id: removes a stop-sell. */
export function deleteStopSell(id: number) {
  return apiRequest(`/api/admin/stop-sells/${id}`, {
    method: 'DELETE',
    auth: true,
    schema: ZStopSellResponse,
  });
}

export function useDeleteStopSell() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['prices', 'stop-sell', 'delete'],
    mutationFn: deleteStopSell,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pricesKeys.all }),
  });
}
