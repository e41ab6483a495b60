import { type TUpdateOwnerRequest, ZAdminOwnerResponse } from '@parkstays/contract';
import { apiRequest } from '../../../../lib/api-client';
import { useWrite } from '../../../../lib/write-options';
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
  return useWrite(
    ['admin', 'owners', 'update-owner', customerNo],
    (body: TUpdateOwnerRequest) => updateOwner(customerNo, body),
    { onSuccess: [ownersKeys.all] },
  );
}
