import { ZVisitResponse } from '@parkstays/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ownerKeys } from './keys';

/** GET /api/users/visits/{id}: one of the owner's visits, with its park and activity bookings. */
export async function getVisit(visitId: number, signal?: AbortSignal) {
  const answer = await apiRequest(`/api/users/visits/${visitId}`, {
    auth: true,
    schema: ZVisitResponse,
    signal,
  });
  return answer.data;
}

export function getVisitQueryOptions(visitId: number) {
  return queryOptions({
    queryKey: ownerKeys.visit(visitId),
    queryFn: ({ signal }) => getVisit(visitId, signal),
    staleTime: 0,
  });
}

export function useVisit(visitId: number) {
  return useQuery(getVisitQueryOptions(visitId));
}
