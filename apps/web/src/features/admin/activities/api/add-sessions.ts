import { type TAddSessionsRequest, ZAddSessionsResponse } from '@parkstays/contract';
import { apiRequest } from '../../../../lib/api-client';
import { useWrite } from '../../../../lib/write-options';
import { activitiesKeys } from './keys';

/** POST /api/admin/activities/{id}/sessions: one session, or a repeating one (at most 200). */
export function addSessions({ activityId, body }: { activityId: number; body: TAddSessionsRequest }) {
  return apiRequest(`/api/admin/activities/${activityId}/sessions`, {
    method: 'POST',
    auth: true,
    body,
    schema: ZAddSessionsResponse,
  });
}

export function useAddSessions() {
  return useWrite(['admin', 'activities', 'sessions', 'add'], addSessions, {
    onSuccess: ({ activityId }) => [activitiesKeys.activitySessions(activityId), activitiesKeys.list()],
  });
}
