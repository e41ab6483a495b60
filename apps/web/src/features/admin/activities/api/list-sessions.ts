import { ZAdminSessionsResponse } from '@parkstays/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { requestData } from '../../../../lib/api-client';
import { readOptions } from '../../../../lib/query-options';
import { activitiesKeys } from './keys';

/** GET /api/admin/activities/{id}/sessions?from=&to=: its sessions in the range, cancelled ones too. */
export function listSessions(activityId: number, from: string, to: string, signal?: AbortSignal) {
  return requestData(`/api/admin/activities/${activityId}/sessions`, {
    auth: true,
    query: { from, to },
    schema: ZAdminSessionsResponse,
    signal,
  });
}

// Guests book all the time: the counts are read again whenever the list is shown.
export const listSessionsQueryOptions = readOptions(activitiesKeys.sessions, listSessions, { staleTime: 0 });

export function useAdminSessions(activityId: number, from: string, to: string) {
  return useQuery({ ...listSessionsQueryOptions(activityId, from, to), placeholderData: keepPreviousData });
}
