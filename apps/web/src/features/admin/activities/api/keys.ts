/** Query keys of the back office's activities, shared by queries and invalidations. */
export const activitiesKeys = {
  all: ['admin', 'activities'] as const,
  list: () => [...activitiesKeys.all, 'list'] as const,
  sessions: (activityId: number, from: string, to: string) =>
    [...activitiesKeys.all, 'sessions', activityId, from, to] as const,
  activitySessions: (activityId: number) => [...activitiesKeys.all, 'sessions', activityId] as const,
  cancellation: (sessionId: number) => [...activitiesKeys.all, 'cancellation', sessionId] as const,
};
