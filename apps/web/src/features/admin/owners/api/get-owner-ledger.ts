import { ZAdminLedgerResponse } from '@parkstays/contract';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../../lib/api-client';
import { readOptions } from '../../../../lib/query-options';
import { ownerApiPath, ownersKeys } from './keys';

/** GET /api/admin/owners/{customer_no}/ledger-entries: the account, newest first, and its balance. */
export function getOwnerLedger(customerNo: string, signal?: AbortSignal) {
  return requestData(`${ownerApiPath(customerNo)}/ledger-entries`, {
    auth: true,
    schema: ZAdminLedgerResponse,
    signal,
  });
}

export const getOwnerLedgerQueryOptions = readOptions(ownersKeys.ledger, getOwnerLedger);

export function useOwnerLedger(customerNo: string) {
  return useQuery(getOwnerLedgerQueryOptions(customerNo));
}
