import { ZOutboxListResponse } from '@parkstays/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { outboxKeys } from './keys';

/** GET /api/admin/outbox: e-mails sent, newest first, by part of the address or subject (reception). */
export async function listOutbox(to: string, q: string, page: number, signal?: AbortSignal) {
  const answer = await apiRequest('/api/admin/outbox', {
    auth: true,
    schema: ZOutboxListResponse,
    query: { to: to || undefined, q: q || undefined, page },
    signal,
  });
  return answer.data;
}

export function listOutboxQueryOptions(to: string, q: string, page: number) {
  return queryOptions({
    queryKey: outboxKeys.list(to, q, page),
    queryFn: ({ signal }) => listOutbox(to, q, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOutbox(to: string, q: string, page: number) {
  return useQuery(listOutboxQueryOptions(to, q, page));
}
