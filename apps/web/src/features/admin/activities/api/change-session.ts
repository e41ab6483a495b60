import { type TChangeSessionRequest, ZChangeSessionResponse } from '@parkstays/contract';
import { apiRequest } from '../../../../lib/api-client';
import { useWrite } from '../../../../lib/write-options';
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
  return useWrite(['admin', 'activities', 'sessions', 'change'], changeSession, {
    onSettled: ({ activityId }) => [activitiesKeys.activitySessions(activityId)],
  });
}
