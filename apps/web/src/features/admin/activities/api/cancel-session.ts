import { type TCancelSessionRequest, ZCancelSessionResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'activities', 'sessions', 'cancel'],
    mutationFn: cancelSession,
    onSettled: (_answer, _error, { activityId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: activitiesKeys.activitySessions(activityId) }),
        queryClient.invalidateQueries({ queryKey: activitiesKeys.list() }),
      ]),
  });
}
