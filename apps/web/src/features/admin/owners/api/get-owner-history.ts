import { useQuery } from '@tanstack/react-query';
import { readOptions } from '../../../../lib/query-options';
import { getAuditHistory } from '../../../../reads/audit-history';
import { ownersKeys } from './keys';

/**
 * GET /api/admin/audit-entries?entity_type=owner&entity_id=…: what staff changed on an owner (the
 * shared history read, kept under this section's key so every change to the owner refreshes it).
 */
export function getOwnerHistory(customerNo: string, signal?: AbortSignal) {
  return getAuditHistory({ entityType: 'owner', entityId: customerNo }, signal);
}

export const getOwnerHistoryQueryOptions = readOptions(ownersKeys.history, getOwnerHistory);

export function useOwnerHistory(customerNo: string) {
  return useQuery(getOwnerHistoryQueryOptions(customerNo));
}
