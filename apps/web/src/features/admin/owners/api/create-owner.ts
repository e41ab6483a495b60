import { type TCreateOwnerRequest, ZAdminOwnerResponse } from '@parkstays/contract';
import { apiRequest } from '../../../../lib/api-client';
import { useWrite } from '../../../../lib/write-options';
import { ownersKeys } from './keys';

/** POST /api/admin/owners (admins): a new owner; an empty customer number gets the next one. */
export function createOwner(body: TCreateOwnerRequest) {
  return apiRequest('/api/admin/owners', { method: 'POST', body, auth: true, schema: ZAdminOwnerResponse });
}

export function useCreateOwner() {
  return useWrite(['admin', 'owners', 'create-owner'], createOwner, { onSuccess: [ownersKeys.all] });
}
