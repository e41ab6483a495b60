import type { TFindAvailabilityQuery } from '@parkstays/contract';

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
