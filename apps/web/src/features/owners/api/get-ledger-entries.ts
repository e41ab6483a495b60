import { ZLedgerEntriesResponse } from '@parkstays/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readOptions } from '../../../lib/query-options';
import { ownerKeys } from './keys';

/** GET /api/owners-portal/customer-ledger-entries: the lines of the owner's account. */
export async function getLedgerEntries(signal?: AbortSignal) {
  const answer = await apiRequest('/api/owners-portal/customer-ledger-entries', {
    auth: true,
    schema: ZLedgerEntriesResponse,
    signal,
  });
  return answer.data.entries;
}

export const getLedgerEntriesQueryOptions = readOptions(ownerKeys.ledger, getLedgerEntries, { staleTime: 0 });

export function useLedgerEntries({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getLedgerEntriesQueryOptions(), enabled });
}
