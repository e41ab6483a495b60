import type { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client';
import { useWrite } from '../../../../lib/write-options';
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
  return useWrite(
    [...pricesKeys.rules(tableOf(api)), 'save'],
    (change: RuleChange<TRequest>) => saveRule(api, change),
    { onSuccess: [pricesKeys.all] },
  );
}
