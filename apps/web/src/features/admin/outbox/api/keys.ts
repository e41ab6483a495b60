import type { TOutboxListQuery } from '@parkstays/contract';

export const outboxKeys = {
  all: ['outbox'] as const,
  list: (to: string, q: string, status: TOutboxListQuery['status'], page: number) =>
    ['outbox', 'list', to, q, status, page] as const,
  message: (id: number) => ['outbox', 'message', id] as const,
};
