import { ZSessionAttendeesResponse } from '@parkstays/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { checkInKeys } from './keys';

/** GET /api/admin/sessions/{session_id}/attendees: the session and its live tickets. */
export async function getSessionAttendees(sessionId: number, signal?: AbortSignal) {
  const answer = await apiRequest(`/api/admin/sessions/${sessionId}/attendees`, {
    schema: ZSessionAttendeesResponse,
    auth: true,
    signal,
  });
  return answer.data;
}

export function getSessionAttendeesQueryOptions(sessionId: number) {
  return queryOptions({
    queryKey: checkInKeys.attendees(sessionId),
    queryFn: ({ signal }) => getSessionAttendees(sessionId, signal),
    staleTime: 0,
  });
}

/** Idle until a session is chosen. */
export function useSessionAttendees(sessionId: number | undefined) {
  return useQuery({ ...getSessionAttendeesQueryOptions(sessionId ?? 0), enabled: sessionId !== undefined });
}
