import { type TSendLinkCodeRequest, ZMessageResponse } from '@parkstays/contract';
import { apiRequest } from '../../../../lib/api-client';
import { useWrite } from '../../../../lib/write-options';
import { ownerApiPath, ownersKeys } from './keys';

/** POST /api/admin/owners/{customer_no}/link-code (reception): the code goes to the owner's address. */
export function sendLinkCode(customerNo: string, body: TSendLinkCodeRequest) {
  return apiRequest(`${ownerApiPath(customerNo)}/link-code`, {
    method: 'POST',
    body,
    auth: true,
    schema: ZMessageResponse,
  });
}

export function useSendLinkCode(customerNo: string) {
  return useWrite(
    ['admin', 'owners', 'link-code', customerNo],
    (body: TSendLinkCodeRequest) => sendLinkCode(customerNo, body),
    { onSuccess: [ownersKeys.history(customerNo)] },
  );
}
