/** Cache keys of reception's desk: invalidating `all` refreshes Today, occupancy and arrivals. */
export const deskKeys = {
  all: ['desk'] as const,
  parks: () => ['desk', 'parks'] as const,
  day: (parkCode: string, date: string) => ['desk', 'day', parkCode, date] as const,
  occupancy: (parkCode: string, from: string) => ['desk', 'occupancy', parkCode, from] as const,
  arrivals: (parkCode: string, date: string, q: string) => ['desk', 'arrivals', parkCode, date, q] as const,
};
