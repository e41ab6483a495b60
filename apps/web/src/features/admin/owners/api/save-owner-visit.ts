import {
  type TAdminCreateVisitRequest,
  type TChangeVisitDatesRequest,
  ZAdminVisitResponse,
  ZMessageResponse,
} from '@parkstays/contract';
import { apiRequest } from '../../../../lib/api-client';
import { useWrite } from '../../../../lib/write-options';
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
  return useWrite(
    ['admin', 'owners', 'create-visit', customerNo],
    (body: TAdminCreateVisitRequest) => createOwnerVisit(customerNo, body),
    { onSuccess: [ownersKeys.all] },
  );
}

export function useChangeOwnerVisit(customerNo: string, id: number) {
  return useWrite(
    ['admin', 'owners', 'change-visit', customerNo, id],
    (body: TChangeVisitDatesRequest) => changeOwnerVisit(customerNo, id, body),
    { onSuccess: [ownersKeys.all] },
  );
}

export function useCancelOwnerVisit(customerNo: string) {
  return useWrite(
    ['admin', 'owners', 'cancel-visit', customerNo],
    (id: number) => cancelOwnerVisit(customerNo, id),
    { onSuccess: [ownersKeys.all] },
  );
}
