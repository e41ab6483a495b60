import { ZAdminOwnerResponse } from '@parkstays/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { ownerApiPath, ownersKeys } from './keys';

/** GET /api/admin/owners/{customer_no}: details, balance, deals and linked accounts. */
export async function getAdminOwner(customerNo: string, signal?: AbortSignal) {
  const answer = await apiRequest(ownerApiPath(customerNo), {
    auth: true,
    schema: ZAdminOwnerResponse,
    signal,
  });
  return answer.data;
}

export function getAdminOwnerQueryOptions(customerNo: string) {
  return queryOptions({
    queryKey: ownersKeys.owner(customerNo),
    queryFn: ({ signal }) => getAdminOwner(customerNo, signal),
  });
}

export function useAdminOwner(customerNo: string) {
  return useQuery(getAdminOwnerQueryOptions(customerNo));
}
