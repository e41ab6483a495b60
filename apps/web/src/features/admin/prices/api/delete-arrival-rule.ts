import { ZArrivalRuleResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { pricesKeys } from './keys';

/** DELETE /api/admin/arrival-rules/:id: removes an arrival-day rule. */
export function deleteArrivalRule(id: number) {
  return apiRequest(`/api/admin/arrival-rules/${id}`, {
    method: 'DELETE',
    auth: true,
    schema: ZArrivalRuleResponse,
  });
}

export function useDeleteArrivalRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['prices', 'arrival-rule', 'delete'],
    mutationFn: deleteArrivalRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pricesKeys.all }),
  });
}
