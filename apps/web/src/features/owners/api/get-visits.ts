import { ZVisitsResponse } from '@parkstays/contract';
import { useQuery } from '@tanstack/react-query';
import { readOptions } from '../../../lib/query-options';
import { requestData } from '../../../lib/request-data';
import { ownerKeys } from './keys';

/** GET /api/users/visits: the signed-in owner's planned park visits. */
export function getVisits(signal?: AbortSignal) {
  return requestData('/api/users/visits', { auth: true, schema: ZVisitsResponse, signal });
}

export const getVisitsQueryOptions = readOptions(ownerKeys.visits, getVisits, { staleTime: 0 });

export function useVisits({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getVisitsQueryOptions(), enabled });
}
