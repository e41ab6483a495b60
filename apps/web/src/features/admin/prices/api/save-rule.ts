import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client';
import { pricesKeys } from './keys';
import { type RuleApi, type RuleChange, tableOf } from './rule-api';

/** POST /api/admin/<table> (no id: adds a rule) or PUT /api/admin/<table>/:id (changes it). */
export function saveRule<TRule extends { id: number }, TRequest extends z.ZodType>(
  api: RuleApi<TRule, TRequest>,
  { id, body }: RuleChange<TRequest>,
) {
  return apiRequest(id === undefined ? api.path : `${api.path}/${id}`, {
    method: id === undefined ? 'POST' : 'PUT',
    auth: true,
    body,
    schema: api.one,
  });
}

export function useSaveRule<TRule extends { id: number }, TRequest extends z.ZodType>(
  api: RuleApi<TRule, TRequest>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...pricesKeys.rules(tableOf(api)), 'save'],
    mutationFn: (change: RuleChange<TRequest>) => saveRule(api, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pricesKeys.all }),
  });
}
