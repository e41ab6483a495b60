import { type TLinkOwnerRequest, ZGetUserResponse, ZLinkOwnerResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/storage';
import { ownerKeys } from './keys';

/**
 * POST /api/owners-portal/link {email, customer_no, code?}: 200 linked; 202 with code_required when
 * a code went to the owner's address; 400 with the words to show otherwise.
 */
export async function linkOwner(request: TLinkOwnerRequest) {
  return apiRequest('/api/owners-portal/link', {
    method: 'POST',
    body: request,
    auth: true,
    schema: ZLinkOwnerResponse,
  });
}

/** Reads the signed-in user again (GET /api/users) so the session knows the new customer_no. */
async function refreshSessionUser(customerNo: string | null) {
  try {
    const answer = await apiRequest('/api/users', { auth: true, schema: ZGetUserResponse });
    sessionStore.updateUser(answer.data);
  } catch {
    const session = sessionStore.getSession();
    if (session && customerNo) sessionStore.updateUser({ ...session.user, customer_no: customerNo });
  }
}

/** Links the signed-in user to an owner account; once linked, the session is refreshed. */
export function useLinkOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['owners', 'link'],
    mutationFn: async (request: TLinkOwnerRequest) => {
      const answer = await linkOwner(request);
      if (answer.success && !answer.code_required) {
        await refreshSessionUser(answer.data.customer_no);
        await queryClient.invalidateQueries({ queryKey: ownerKeys.all });
      }
      return answer;
    },
  });
}
