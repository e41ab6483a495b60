import { ZLedgerEntryResponse } from '@parkstays/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readOptions } from '../../../lib/query-options';
import { ownerKeys } from './keys';

/** GET /api/owners-portal/customer-ledger-entries/{entry_no}: one line (404 when it is not the owner's). */
export async function getLedgerEntry(entryNo: number, signal?: AbortSignal) {
  const answer = await apiRequest(`/api/owners-portal/customer-ledger-entries/${entryNo}`, {
    auth: true,
    schema: ZLedgerEntryResponse,
    signal,
  });
  return answer.data;
}

export const getLedgerEntryQueryOptions = readOptions(ownerKeys.ledgerEntry, getLedgerEntry, {
  staleTime: 0,
});

export function useLedgerEntry(entryNo: number) {
  return useQuery(getLedgerEntryQueryOptions(entryNo));
}
