import type { TFindAvailabilityQuery } from '@parkstays/contract';
import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the search feature, shared by queries and invalidations. */
export const searchKeys = {
  all: ['search'] as const,
  grades: (bookingType: number, parkCode: string) =>
    [...searchKeys.all, 'grades', bookingType, parkCode] as const,
  facilities: () => [...searchKeys.all, 'facilities'] as const,
  availability: (query: TFindAvailabilityQuery) => [...searchKeys.all, 'availability', query] as const,
  arrivalDays: (bookingType: number, parkCode: string, nights: number) =>
    [...searchKeys.all, 'arrival-days', bookingType, parkCode, nights] as const,
};

/** Reads availability, grades, facilities and arrival days again: for a screen whose change (a booking moved, a payment taken) shows there. */
export function invalidateSearchQueries(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: searchKeys.all });
}
