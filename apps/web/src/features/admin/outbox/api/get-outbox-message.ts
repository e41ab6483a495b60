import { ZOutboxMessageResponse } from '@parkstays/contract';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../../lib/api-client';
import { readOptions } from '../../../../lib/query-options';
import { outboxKeys } from './keys';

/** GET /api/admin/outbox/:id: one e-mail's text and HTML, secrets hidden (reception). */
export function getOutboxMessage(id: number, signal?: AbortSignal) {
  return requestData(`/api/admin/outbox/${id}`, {
    auth: true,
    schema: ZOutboxMessageResponse,
    signal,
  });
}

export const getOutboxMessageQueryOptions = readOptions(outboxKeys.message, getOutboxMessage, {
  staleTime: Number.POSITIVE_INFINITY,
});

export function useOutboxMessage(id: number) {
  return useQuery(getOutboxMessageQueryOptions(id));
}
