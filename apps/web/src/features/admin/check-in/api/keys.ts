/** Query keys of the check-in feature, shared by queries and invalidations. */
export const checkInKeys = {
  all: ['check-in'] as const,
  sessions: () => [...checkInKeys.all, 'sessions'] as const,
  sessionsOn: (date: string, parkCode: string) => [...checkInKeys.sessions(), date, parkCode] as const,
  attendees: (sessionId: number) => [...checkInKeys.all, 'attendees', sessionId] as const,
  arrivals: (parkCode: string, date: string, q: string) =>
    [...checkInKeys.all, 'arrivals', parkCode, date, q] as const,
};
