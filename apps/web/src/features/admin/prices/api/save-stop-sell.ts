import { type TStopSellRequest, ZStopSellResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { pricesKeys } from './keys';

/** POST /api/admin/stop-sells (no id: adds a stop-sell) or PUT /api/admin/stop-sells/:id (changes it). */
export function saveStopSell({ id, body }: { id?: number; body: TStopSellRequest }) {
  return apiRequest(id === undefined ? '/api/admin/stop-sells' : `/api/admin/stop-sells/${id}`, {
    method: id === undefined ? 'POST' : 'PUT',
    auth: true,
    body,
    schema: ZStopSellResponse,
  });
}

export function useSaveStopSell() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['prices', 'stop-sell', 'save'],
    mutationFn: saveStopSell,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pricesKeys.all }),
  });
}
