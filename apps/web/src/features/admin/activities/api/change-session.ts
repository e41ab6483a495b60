import { type TChangeSessionRequest, ZChangeSessionResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { activitiesKeys } from './keys';

/** PATCH /api/admin/sessions/{id}: 409 CAPACITY_BELOW_SOLD (naming capacity) below the tickets sold. */
export function changeSession({
  sessionId,
  body,
}: {
  sessionId: number;
  activityId: number;
  body: TChangeSessionRequest;
}) {
  return apiRequest(`/api/admin/sessions/${sessionId}`, {
    method: 'PATCH',
    auth: true,
    body,
    schema: ZChangeSessionResponse,
  });
}

export function useChangeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'activities', 'sessions', 'change'],
    mutationFn: changeSession,
    onSettled: (_answer, _error, { activityId }) =>
      queryClient.invalidateQueries({ queryKey: activitiesKeys.activitySessions(activityId) }),
  });
}
