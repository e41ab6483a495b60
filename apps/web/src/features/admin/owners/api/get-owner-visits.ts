import { ZAdminVisitsResponse } from '@parkstays/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { ownerApiPath, ownersKeys } from './keys';

/** GET /api/admin/owners/{customer_no}/visits: the visits of the owner's accounts, earliest first. */
export async function getOwnerVisits(customerNo: string, signal?: AbortSignal) {
  const answer = await apiRequest(`${ownerApiPath(customerNo)}/visits`, {
    auth: true,
    schema: ZAdminVisitsResponse,
    signal,
  });
  return answer.data;
}

export function getOwnerVisitsQueryOptions(customerNo: string) {
  return queryOptions({
    queryKey: ownersKeys.visits(customerNo),
    queryFn: ({ signal }) => getOwnerVisits(customerNo, signal),
  });
}

export function useOwnerVisits(customerNo: string) {
  return useQuery(getOwnerVisitsQueryOptions(customerNo));
}
