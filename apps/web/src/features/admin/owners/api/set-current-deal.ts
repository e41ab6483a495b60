import { ZAdminOwnerResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'owners', 'current-deal', customerNo],
    mutationFn: (dealNo: string | null) => setCurrentDeal(customerNo, dealNo),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownersKeys.all }),
  });
}
