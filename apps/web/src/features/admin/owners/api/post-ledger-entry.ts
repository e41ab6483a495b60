import { type TPostLedgerEntryRequest, ZPostLedgerEntryResponse } from '@parkstays/contract';
import { apiRequest } from '../../../../lib/api-client';
import { useWrite } from '../../../../lib/write-options';
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
  return useWrite(
    ['admin', 'owners', 'post-entry', customerNo],
    (body: TPostLedgerEntryRequest) => postLedgerEntry(customerNo, body),
    { onSuccess: [ownersKeys.all] },
  );
}
