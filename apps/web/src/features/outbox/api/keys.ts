export const outboxKeys = {
  all: ['outbox'] as const,
  list: (to: string, q: string, page: number) => ['outbox', 'list', to, q, page] as const,
  message: (id: number) => ['outbox', 'message', id] as const,
};
