import { ZOwnerResponse } from '@parkstays/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readOptions } from '../../../lib/query-options';
import { ownerKeys } from './keys';

/** GET /api/owners-portal/owner: the signed-in owner's record (404 when the user has no customer_no). */
export async function getOwner(signal?: AbortSignal) {
  const answer = await apiRequest('/api/owners-portal/owner', { auth: true, schema: ZOwnerResponse, signal });
  return answer.data;
}

export const getOwnerQueryOptions = readOptions(ownerKeys.owner, getOwner, { staleTime: 0 });

export function useOwner({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getOwnerQueryOptions(), enabled });
}
