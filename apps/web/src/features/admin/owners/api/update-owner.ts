import { type TUpdateOwnerRequest, ZAdminOwnerResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { ownerApiPath, ownersKeys } from './keys';

/** PATCH /api/admin/owners/{customer_no} (admins): contact details and park. */
export function updateOwner(customerNo: string, body: TUpdateOwnerRequest) {
  return apiRequest(ownerApiPath(customerNo), {
    method: 'PATCH',
    body,
    auth: true,
    schema: ZAdminOwnerResponse,
  });
}

export function useUpdateOwner(customerNo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'owners', 'update-owner', customerNo],
    mutationFn: (body: TUpdateOwnerRequest) => updateOwner(customerNo, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownersKeys.all }),
  });
}
