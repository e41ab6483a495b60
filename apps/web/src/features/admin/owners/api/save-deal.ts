import { type TCreateDealRequest, type TUpdateDealRequest, ZAdminDealResponse } from '@parkstays/contract';
import { apiRequest } from '../../../../lib/api-client';
import { useWrite } from '../../../../lib/write-options';
import { ownerApiPath, ownersKeys } from './keys';

/** POST /api/admin/owners/{customer_no}/deals (admins): a new deal. */
export function createDeal(customerNo: string, body: TCreateDealRequest) {
  return apiRequest(`${ownerApiPath(customerNo)}/deals`, {
    method: 'POST',
    body,
    auth: true,
    schema: ZAdminDealResponse,
  });
}

/** PATCH /api/admin/owners/{customer_no}/deals/{deal_no} (admins): a deal's fields. */
export function updateDeal(customerNo: string, dealNo: string, body: TUpdateDealRequest) {
  return apiRequest(`${ownerApiPath(customerNo)}/deals/${encodeURIComponent(dealNo)}`, {
    method: 'PATCH',
    body,
    auth: true,
    schema: ZAdminDealResponse,
  });
}

/** Adds a deal, or (with `dealNo`) changes that one. */
export function useSaveDeal(customerNo: string, dealNo?: string) {
  const save = (body: TCreateDealRequest) =>
    dealNo ? updateDeal(customerNo, dealNo, body) : createDeal(customerNo, body);
  return useWrite(['admin', 'owners', 'save-deal', customerNo, dealNo ?? 'new'], save, {
    onSuccess: [ownersKeys.all],
  });
}
