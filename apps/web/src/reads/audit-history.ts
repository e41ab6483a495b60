import { ZAuditEntriesResponse } from '@parkstays/contract';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../lib/api-client';
import { readOptions } from '../lib/query-options';

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

export function getAuditHistory({ entityType, entityId }: AuditRecord, signal?: AbortSignal) {
  return requestData('/api/admin/audit-entries', {
    auth: true,
    schema: ZAuditEntriesResponse,
    query: { entity_type: entityType, entity_id: entityId },
    signal,
  });
}

export const getAuditHistoryQueryOptions = readOptions(auditHistoryKeys.of, getAuditHistory);

export function useAuditHistory(record: AuditRecord) {
  return useQuery(getAuditHistoryQueryOptions(record));
}
