import { ZVisitResponse } from '@parkstays/contract';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client';
import { readOptions } from '../../../lib/query-options';
import { ownerKeys } from './keys';

/** GET /api/users/visits/{id}: one of the owner's visits, with its park and activity bookings. */
export function getVisit(visitId: number, signal?: AbortSignal) {
  return requestData(`/api/users/visits/${visitId}`, {
    auth: true,
    schema: ZVisitResponse,
    signal,
  });
}

export const getVisitQueryOptions = readOptions(ownerKeys.visit, getVisit, { staleTime: 0 });

export function useVisit(visitId: number) {
  return useQuery(getVisitQueryOptions(visitId));
}
