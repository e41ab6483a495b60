import type { QueryClient } from '@tanstack/react-query';
/** Query keys of the account feature, shared by queries and invalidations. */
export const accountKeys = {
  all: ['account'] as const,
  user: () => [...accountKeys.all, 'user'] as const,
  ping: (token: string) => [...accountKeys.all, 'ping', token] as const,
};

/** Reads the signed-in user's details again: for a screen whose change (a booking moved, a payment taken) shows there. */
export function invalidateAccountQueries(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: accountKeys.all });
}
