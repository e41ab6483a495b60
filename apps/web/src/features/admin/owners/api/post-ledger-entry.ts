import { type TPostLedgerEntryRequest, ZPostLedgerEntryResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { ownerApiPath, ownersKeys } from './keys';

/** POST /api/admin/owners/{customer_no}/ledger-entries (admins): an invoice or a credit memo. */
export function postLedgerEntry(customerNo: string, body: TPostLedgerEntryRequest) {
  return apiRequest(`${ownerApiPath(customerNo)}/ledger-entries`, {
    method: 'POST',
    body,
    auth: true,
    schema: ZPostLedgerEntryResponse,
  });
}

export function usePostLedgerEntry(customerNo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'owners', 'post-entry', customerNo],
    mutationFn: (body: TPostLedgerEntryRequest) => postLedgerEntry(customerNo, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownersKeys.all }),
  });
}
