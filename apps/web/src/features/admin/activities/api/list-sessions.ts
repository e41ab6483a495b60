import { ZAdminSessionsResponse } from '@parkstays/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { activitiesKeys } from './keys';

/** GET /api/admin/activities/{id}/sessions?from=&to=: its sessions in the range, cancelled ones too. */
export async function listSessions(activityId: number, from: string, to: string, signal?: AbortSignal) {
  return (
    await apiRequest(`/api/admin/activities/${activityId}/sessions`, {
      auth: true,
      query: { from, to },
      schema: ZAdminSessionsResponse,
      signal,
    })
  ).data;
}

export function listSessionsQueryOptions(activityId: number, from: string, to: string) {
  return queryOptions({
    queryKey: activitiesKeys.sessions(activityId, from, to),
    queryFn: ({ signal }) => listSessions(activityId, from, to, signal),
    // Guests book all the time: the counts are read again whenever the list is shown.
    staleTime: 0,
  });
}

export function useAdminSessions(activityId: number, from: string, to: string) {
  return useQuery({ ...listSessionsQueryOptions(activityId, from, to), placeholderData: keepPreviousData });
}
