/** Query keys of the back office's activities, shared by queries and invalidations. */
export const activitiesAdminKeys = {
  all: ['activities-admin'] as const,
  list: () => [...activitiesAdminKeys.all, 'list'] as const,
  sessions: (activityId: number, from: string, to: string) =>
    [...activitiesAdminKeys.all, 'sessions', activityId, from, to] as const,
  activitySessions: (activityId: number) => [...activitiesAdminKeys.all, 'sessions', activityId] as const,
  cancellation: (sessionId: number) => [...activitiesAdminKeys.all, 'cancellation', sessionId] as const,
};
