import { ZAdminOwnerResponse } from '@parkstays/contract';
import { apiRequest } from '../../../../lib/api-client';
import { useWrite } from '../../../../lib/write-options';
import { ownerApiPath, ownersKeys } from './keys';

/** PUT /api/admin/owners/{customer_no}/current-deal (admins): the deal the owners portal shows. */
export function setCurrentDeal(customerNo: string, dealNo: string | null) {
  return apiRequest(`${ownerApiPath(customerNo)}/current-deal`, {
    method: 'PUT',
    body: { deal_no: dealNo },
    auth: true,
    schema: ZAdminOwnerResponse,
  });
}

export function useSetCurrentDeal(customerNo: string) {
  return useWrite(
    ['admin', 'owners', 'current-deal', customerNo],
    (dealNo: string | null) => setCurrentDeal(customerNo, dealNo),
    { onSuccess: [ownersKeys.all] },
  );
}
