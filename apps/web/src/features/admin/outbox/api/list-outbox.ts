import { type TOutboxListQuery, ZOutboxListResponse } from '@parkstays/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { requestData } from '../../../../lib/api-client';
import { readOptions } from '../../../../lib/query-options';
import { outboxKeys } from './keys';

type Status = TOutboxListQuery['status'];

/** GET /api/admin/outbox: e-mails, newest first, by part of the address or subject and by status (reception). */
export function listOutbox(to: string, q: string, status: Status, page: number, signal?: AbortSignal) {
  return requestData('/api/admin/outbox', {
    auth: true,
    schema: ZOutboxListResponse,
    query: { to: to || undefined, q: q || undefined, status: status || undefined, page },
    signal,
  });
}

export const listOutboxQueryOptions = readOptions(outboxKeys.list, listOutbox, {
  placeholderData: keepPreviousData,
});

export function useOutbox(to: string, q: string, status: Status, page: number) {
  return useQuery(listOutboxQueryOptions(to, q, status, page));
}
