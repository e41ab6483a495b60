import type { QueryClient } from '@tanstack/react-query';

/** Cache keys of the Today section: a park's day and its occupancy. */
export const todayKeys = {
  all: ['today'] as const,
  day: (parkCode: string, date: string) => ['today', 'day', parkCode, date] as const,
  occupancy: (parkCode: string, from: string) => ['today', 'occupancy', parkCode, from] as const,
};

/** Refreshes every day list and occupancy shown: for a screen whose other parts change a stay. */
export const invalidateToday = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: todayKeys.all });
