import { type TCreateOwnerRequest, ZAdminOwnerResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { ownersKeys } from './keys';

/** POST /api/admin/owners (admins): a new owner; an empty customer number gets the next one. */
export function createOwner(body: TCreateOwnerRequest) {
  return apiRequest('/api/admin/owners', { method: 'POST', body, auth: true, schema: ZAdminOwnerResponse });
}

export function useCreateOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'owners', 'create-owner'],
    mutationFn: createOwner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownersKeys.all }),
  });
}
