import { type TOutboxListQuery, ZOutboxListResponse } from '@parkstays/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { outboxKeys } from './keys';

type Status = TOutboxListQuery['status'];

/** GET /api/admin/outbox: e-mails, newest first, by part of the address or subject and by status (reception). */
export async function listOutbox(to: string, q: string, status: Status, page: number, signal?: AbortSignal) {
  const answer = await apiRequest('/api/admin/outbox', {
    auth: true,
    schema: ZOutboxListResponse,
    query: { to: to || undefined, q: q || undefined, status: status || undefined, page },
    signal,
  });
  return answer.data;
}

export function listOutboxQueryOptions(to: string, q: string, status: Status, page: number) {
  return queryOptions({
    queryKey: outboxKeys.list(to, q, status, page),
    queryFn: ({ signal }) => listOutbox(to, q, status, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOutbox(to: string, q: string, status: Status, page: number) {
  return useQuery(listOutboxQueryOptions(to, q, status, page));
}
