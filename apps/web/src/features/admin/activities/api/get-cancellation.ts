import { ZSessionCancellationResponse } from '@parkstays/contract';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../../lib/api-client';
import { readOptions } from '../../../../lib/query-options';
import { activitiesKeys } from './keys';

/** GET /api/admin/sessions/{id}/cancellation: whom cancelling would tell and what it would refund. */
export function getCancellation(sessionId: number, signal?: AbortSignal) {
  return requestData(`/api/admin/sessions/${sessionId}/cancellation`, {
    auth: true,
    schema: ZSessionCancellationResponse,
    signal,
  });
}

// What is paid changes as guests pay: asked again each time the step opens.
export const getCancellationQueryOptions = readOptions(activitiesKeys.cancellation, getCancellation, {
  staleTime: 0,
});

export function useCancellation(sessionId: number, enabled: boolean) {
  return useQuery({ ...getCancellationQueryOptions(sessionId), enabled });
}
