import { ZStayLimitResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { pricesKeys } from './keys';

/** DELETE /api/admin/stay-limits/:id: removes a stay limit. */
export function deleteStayLimit(id: number) {
  return apiRequest(`/api/admin/stay-limits/${id}`, {
    method: 'DELETE',
    auth: true,
    schema: ZStayLimitResponse,
  });
}

export function useDeleteStayLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['prices', 'stay-limit', 'delete'],
    mutationFn: deleteStayLimit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pricesKeys.all }),
  });
}
