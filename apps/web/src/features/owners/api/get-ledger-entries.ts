import { ZLedgerEntriesResponse } from '@parkstays/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
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

export function getLedgerEntriesQueryOptions() {
  return queryOptions({
    queryKey: ownerKeys.ledger(),
    queryFn: ({ signal }) => getLedgerEntries(signal),
    staleTime: 0,
  });
}

export function useLedgerEntries({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getLedgerEntriesQueryOptions(), enabled });
}
