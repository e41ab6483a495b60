/** Query keys of the events feature. */
export const eventsKeys = {
  all: ['events'] as const,
  range: (calendarId: number, startDate: string, endDate: string) =>
    [...eventsKeys.all, calendarId, startDate, endDate] as const,
};
