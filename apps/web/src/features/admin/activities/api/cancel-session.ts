import { type TCancelSessionRequest, ZCancelSessionResponse } from '@parkstays/contract';
import { apiRequest } from '../../../../lib/api-client';
import { useWrite } from '../../../../lib/write-options';
import { activitiesKeys } from './keys';

/** POST /api/admin/sessions/{id}/cancel: cancels it, refunds its ticket holders and e-mails them. */
export function cancelSession({
  sessionId,
  body,
}: {
  sessionId: number;
  activityId: number;
  body: TCancelSessionRequest;
}) {
  return apiRequest(`/api/admin/sessions/${sessionId}/cancel`, {
    method: 'POST',
    auth: true,
    body,
    schema: ZCancelSessionResponse,
  });
}

export function useCancelSession() {
  return useWrite(['admin', 'activities', 'sessions', 'cancel'], cancelSession, {
    onSettled: ({ activityId }) => [activitiesKeys.activitySessions(activityId), activitiesKeys.list()],
  });
}
