import { ZAuditEntriesResponse } from '@parkstays/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { ownersKeys } from './keys';

/** GET /api/admin/audit-entries?entity_type=owner&entity_id=…: what staff changed on an owner. */
export async function getOwnerHistory(customerNo: string, signal?: AbortSignal) {
  const answer = await apiRequest('/api/admin/audit-entries', {
    auth: true,
    schema: ZAuditEntriesResponse,
    query: { entity_type: 'owner', entity_id: customerNo },
    signal,
  });
  return answer.data;
}

export function getOwnerHistoryQueryOptions(customerNo: string) {
  return queryOptions({
    queryKey: ownersKeys.history(customerNo),
    queryFn: ({ signal }) => getOwnerHistory(customerNo, signal),
  });
}

export function useOwnerHistory(customerNo: string) {
  return useQuery(getOwnerHistoryQueryOptions(customerNo));
}
