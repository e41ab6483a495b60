import { ZAdminVisitsResponse } from '@parkstays/contract';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../../lib/api-client';
import { readOptions } from '../../../../lib/query-options';
import { ownerApiPath, ownersKeys } from './keys';

/** GET /api/admin/owners/{customer_no}/visits: the visits of the owner's accounts, earliest first. */
export function getOwnerVisits(customerNo: string, signal?: AbortSignal) {
  return requestData(`${ownerApiPath(customerNo)}/visits`, {
    auth: true,
    schema: ZAdminVisitsResponse,
    signal,
  });
}

export const getOwnerVisitsQueryOptions = readOptions(ownersKeys.visits, getOwnerVisits);

export function useOwnerVisits(customerNo: string) {
  return useQuery(getOwnerVisitsQueryOptions(customerNo));
}
