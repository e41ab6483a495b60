import type { TOutboxListQuery } from '@parkstays/contract';

/** Query keys of the back office's outbox: a page of the list, one message. */
export const outboxKeys = {
  all: ['admin', 'outbox'] as const,
  list: (to: string, q: string, status: TOutboxListQuery['status'], page: number) =>
    [...outboxKeys.all, 'list', to, q, status, page] as const,
  message: (id: number) => [...outboxKeys.all, 'message', id] as const,
};
