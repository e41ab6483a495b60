import { ZSessionCancellationResponse } from '@parkstays/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { activitiesKeys } from './keys';

/** GET /api/admin/sessions/{id}/cancellation: whom cancelling would tell and what it would refund. */
export async function getCancellation(sessionId: number, signal?: AbortSignal) {
  return (
    await apiRequest(`/api/admin/sessions/${sessionId}/cancellation`, {
      auth: true,
      schema: ZSessionCancellationResponse,
      signal,
    })
  ).data;
}

export function getCancellationQueryOptions(sessionId: number) {
  return queryOptions({
    queryKey: activitiesKeys.cancellation(sessionId),
    queryFn: ({ signal }) => getCancellation(sessionId, signal),
    // What is paid changes as guests pay: asked again each time the step opens.
    staleTime: 0,
  });
}

export function useCancellation(sessionId: number, enabled: boolean) {
  return useQuery({ ...getCancellationQueryOptions(sessionId), enabled });
}
