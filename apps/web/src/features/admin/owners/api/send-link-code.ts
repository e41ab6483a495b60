import { type TSendLinkCodeRequest, ZMessageResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'owners', 'link-code', customerNo],
    mutationFn: (body: TSendLinkCodeRequest) => sendLinkCode(customerNo, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownersKeys.history(customerNo) }),
  });
}
