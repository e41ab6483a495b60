import { ZVisitsResponse } from '@parkstays/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readOptions } from '../../../lib/query-options';
import { ownerKeys } from './keys';

/** GET /api/users/visits: the signed-in owner's planned park visits. */
export async function getVisits(signal?: AbortSignal) {
  const answer = await apiRequest('/api/users/visits', { auth: true, schema: ZVisitsResponse, signal });
  return answer.data;
}

export const getVisitsQueryOptions = readOptions(ownerKeys.visits, getVisits, { staleTime: 0 });

export function useVisits({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getVisitsQueryOptions(), enabled });
}
