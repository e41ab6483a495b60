import { type TAddSessionsRequest, ZAddSessionsResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'activities', 'sessions', 'add'],
    mutationFn: addSessions,
    onSuccess: (_answer, { activityId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: activitiesKeys.activitySessions(activityId) }),
        queryClient.invalidateQueries({ queryKey: activitiesKeys.list() }),
      ]),
  });
}
