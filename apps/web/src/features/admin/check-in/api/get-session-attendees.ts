import { ZSessionAttendeesResponse } from '@parkstays/contract';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../../lib/api-client';
import { readOptions } from '../../../../lib/query-options';
import { checkInKeys } from './keys';

/** GET /api/admin/sessions/{session_id}/attendees: the session and its live tickets. */
export function getSessionAttendees(sessionId: number, signal?: AbortSignal) {
  return requestData(`/api/admin/sessions/${sessionId}/attendees`, {
    schema: ZSessionAttendeesResponse,
    auth: true,
    signal,
  });
}

export const getSessionAttendeesQueryOptions = readOptions(checkInKeys.attendees, getSessionAttendees, {
  staleTime: 0,
});

/** Idle until a session is chosen. */
export function useSessionAttendees(sessionId: number | undefined) {
  return useQuery({ ...getSessionAttendeesQueryOptions(sessionId ?? 0), enabled: sessionId !== undefined });
}
