import { ZVisitsResponse } from '@parkstays/contract';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client';
import { readOptions } from '../../../lib/query-options';
import { ownerKeys } from './keys';

/** GET /api/users/visits: the signed-in owner's planned park visits. */
export function getVisits(signal?: AbortSignal) {
  return requestData('/api/users/visits', { auth: true, schema: ZVisitsResponse, signal });
}

export const getVisitsQueryOptions = readOptions(ownerKeys.visits, getVisits, { staleTime: 0 });

export function useVisits({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getVisitsQueryOptions(), enabled });
}
