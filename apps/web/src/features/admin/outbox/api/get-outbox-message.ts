import { ZOutboxMessageResponse } from '@parkstays/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { outboxKeys } from './keys';

/** GET /api/admin/outbox/:id: one e-mail's text and HTML, secrets hidden (reception). */
export async function getOutboxMessage(id: number, signal?: AbortSignal) {
  const answer = await apiRequest(`/api/admin/outbox/${id}`, {
    auth: true,
    schema: ZOutboxMessageResponse,
    signal,
  });
  return answer.data;
}

export function getOutboxMessageQueryOptions(id: number) {
  return queryOptions({
    queryKey: outboxKeys.message(id),
    queryFn: ({ signal }) => getOutboxMessage(id, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useOutboxMessage(id: number) {
  return useQuery(getOutboxMessageQueryOptions(id));
}
