import {
  type TAdminCreateVisitRequest,
  type TChangeVisitDatesRequest,
  ZAdminVisitResponse,
  ZMessageResponse,
} from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { ownerApiPath, ownersKeys } from './keys';

/** POST /api/admin/owners/{customer_no}/visits (admins): a visit for one of the owner's accounts. */
export function createOwnerVisit(customerNo: string, body: TAdminCreateVisitRequest) {
  return apiRequest(`${ownerApiPath(customerNo)}/visits`, {
    method: 'POST',
    body,
    auth: true,
    schema: ZAdminVisitResponse,
  });
}

/** PATCH /api/admin/owners/{customer_no}/visits/{id} (admins): new dates. */
export function changeOwnerVisit(customerNo: string, id: number, body: TChangeVisitDatesRequest) {
  return apiRequest(`${ownerApiPath(customerNo)}/visits/${id}`, {
    method: 'PATCH',
    body,
    auth: true,
    schema: ZAdminVisitResponse,
  });
}

/** DELETE /api/admin/owners/{customer_no}/visits/{id} (admins). */
export function cancelOwnerVisit(customerNo: string, id: number) {
  return apiRequest(`${ownerApiPath(customerNo)}/visits/${id}`, {
    method: 'DELETE',
    auth: true,
    schema: ZMessageResponse,
  });
}

export function useCreateOwnerVisit(customerNo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'owners', 'create-visit', customerNo],
    mutationFn: (body: TAdminCreateVisitRequest) => createOwnerVisit(customerNo, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownersKeys.all }),
  });
}

export function useChangeOwnerVisit(customerNo: string, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'owners', 'change-visit', customerNo, id],
    mutationFn: (body: TChangeVisitDatesRequest) => changeOwnerVisit(customerNo, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownersKeys.all }),
  });
}

export function useCancelOwnerVisit(customerNo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'owners', 'cancel-visit', customerNo],
    mutationFn: (id: number) => cancelOwnerVisit(customerNo, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownersKeys.all }),
  });
}
