/** Query keys of the back office's events: a calendar's month (admins, activities). */
export const eventsKeys = {
  all: ['admin', 'events'] as const,
  month: (calendarId: number, month: string) => [...eventsKeys.all, calendarId, month] as const,
};
