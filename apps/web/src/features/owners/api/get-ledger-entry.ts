import { ZLedgerEntryResponse } from '@parkstays/contract';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client';
import { readOptions } from '../../../lib/query-options';
import { ownerKeys } from './keys';

/** GET /api/owners-portal/customer-ledger-entries/{entry_no}: one line (404 when it is not the owner's). */
export function getLedgerEntry(entryNo: number, signal?: AbortSignal) {
  return requestData(`/api/owners-portal/customer-ledger-entries/${entryNo}`, {
    auth: true,
    schema: ZLedgerEntryResponse,
    signal,
  });
}

export const getLedgerEntryQueryOptions = readOptions(ownerKeys.ledgerEntry, getLedgerEntry, {
  staleTime: 0,
});

export function useLedgerEntry(entryNo: number) {
  return useQuery(getLedgerEntryQueryOptions(entryNo));
}
