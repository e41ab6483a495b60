/** Query keys of the back office's staff list. */
export const staffKeys = {
  all: ['admin', 'staff'] as const,
  list: () => ['admin', 'staff', 'list'] as const,
};
