import { ZOwnerResponse } from '@parkstays/contract';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client';
import { readOptions } from '../../../lib/query-options';
import { ownerKeys } from './keys';

/** GET /api/owners-portal/owner: the signed-in owner's record (404 when the user has no customer_no). */
export function getOwner(signal?: AbortSignal) {
  return requestData('/api/owners-portal/owner', { auth: true, schema: ZOwnerResponse, signal });
}

export const getOwnerQueryOptions = readOptions(ownerKeys.owner, getOwner, { staleTime: 0 });

export function useOwner({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getOwnerQueryOptions(), enabled });
}
