import { type TStayLimitRequest, ZStayLimitResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { pricesKeys } from './keys';

/** POST /api/admin/stay-limits (no id: adds a stay limit) or PUT /api/admin/stay-limits/:id (changes it). */
export function saveStayLimit({ id, body }: { id?: number; body: TStayLimitRequest }) {
  return apiRequest(id === undefined ? '/api/admin/stay-limits' : `/api/admin/stay-limits/${id}`, {
    method: id === undefined ? 'POST' : 'PUT',
    auth: true,
    body,
    schema: ZStayLimitResponse,
  });
}

export function useSaveStayLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['prices', 'stay-limit', 'save'],
    mutationFn: saveStayLimit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pricesKeys.all }),
  });
}
