import { ZAdminLedgerResponse } from '@parkstays/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { ownerApiPath, ownersKeys } from './keys';

/** GET /api/admin/owners/{customer_no}/ledger-entries: the account, newest first, and its balance. */
export async function getOwnerLedger(customerNo: string, signal?: AbortSignal) {
  const answer = await apiRequest(`${ownerApiPath(customerNo)}/ledger-entries`, {
    auth: true,
    schema: ZAdminLedgerResponse,
    signal,
  });
  return answer.data;
}

export function getOwnerLedgerQueryOptions(customerNo: string) {
  return queryOptions({
    queryKey: ownersKeys.ledger(customerNo),
    queryFn: ({ signal }) => getOwnerLedger(customerNo, signal),
  });
}

export function useOwnerLedger(customerNo: string) {
  return useQuery(getOwnerLedgerQueryOptions(customerNo));
}
