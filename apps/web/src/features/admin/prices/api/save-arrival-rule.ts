import { type TArrivalRuleRequest, ZArrivalRuleResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { pricesKeys } from './keys';

/** POST /api/admin/arrival-rules (no id: adds an arrival-day rule) or PUT /api/admin/arrival-rules/:id (changes it). */
export function saveArrivalRule({ id, body }: { id?: number; body: TArrivalRuleRequest }) {
  return apiRequest(id === undefined ? '/api/admin/arrival-rules' : `/api/admin/arrival-rules/${id}`, {
    method: id === undefined ? 'POST' : 'PUT',
    auth: true,
    body,
    schema: ZArrivalRuleResponse,
  });
}

export function useSaveArrivalRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['prices', 'arrival-rule', 'save'],
    mutationFn: saveArrivalRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pricesKeys.all }),
  });
}
