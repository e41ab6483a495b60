/** Query keys of the account feature, shared by queries and invalidations. */
export const accountKeys = {
  all: ['account'] as const,
  user: () => [...accountKeys.all, 'user'] as const,
  ping: (token: string) => [...accountKeys.all, 'ping', token] as const,
};
