import { ZAuditEntriesResponse } from '@parkstays/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';

/**
 * GET /api/admin/audit-entries?entity_type=…&entity_id=…: what staff changed on one record (a
 * booking, an owner…), newest first. The history every back-office record page shows, one query.
 */
export type AuditRecord = { entityType: string; entityId: string };

export const auditHistoryKeys = {
  all: ['audit-history'] as const,
  of: ({ entityType, entityId }: AuditRecord) =>
    [...auditHistoryKeys.all, entityType, entityId.toUpperCase()] as const,
};

export async function getAuditHistory({ entityType, entityId }: AuditRecord, signal?: AbortSignal) {
  const answer = await apiRequest('/api/admin/audit-entries', {
    auth: true,
    schema: ZAuditEntriesResponse,
    query: { entity_type: entityType, entity_id: entityId },
    signal,
  });
  return answer.data;
}

export function getAuditHistoryQueryOptions(record: AuditRecord) {
  return queryOptions({
    queryKey: auditHistoryKeys.of(record),
    queryFn: ({ signal }) => getAuditHistory(record, signal),
  });
}

export function useAuditHistory(record: AuditRecord) {
  return useQuery(getAuditHistoryQueryOptions(record));
}

/** After a record changes: its history is read again. */
export function invalidateAuditHistory(queryClient: QueryClient, record: AuditRecord) {
  return queryClient.invalidateQueries({ queryKey: auditHistoryKeys.of(record) });
}
