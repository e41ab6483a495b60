import { ZAdminOwnerResponse } from '@parkstays/contract';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../../lib/api-client';
import { readOptions } from '../../../../lib/query-options';
import { ownerApiPath, ownersKeys } from './keys';

/** GET /api/admin/owners/{customer_no}: details, balance, deals and linked accounts. */
export function getAdminOwner(customerNo: string, signal?: AbortSignal) {
  return requestData(ownerApiPath(customerNo), {
    auth: true,
    schema: ZAdminOwnerResponse,
    signal,
  });
}

export const getAdminOwnerQueryOptions = readOptions(ownersKeys.owner, getAdminOwner);

export function useAdminOwner(customerNo: string) {
  return useQuery(getAdminOwnerQueryOptions(customerNo));
}
