import { ZPrivacyRequestDoneResponse } from '@parkstays/contract';
import { apiRequest } from '../../../../lib/api-client';
import { useWrite } from '../../../../lib/write-options';
import { privacyRequestKeys } from './keys';

/** POST /api/admin/privacy-requests/:id/done: the request is answered (admin). */
export function markPrivacyRequestDone(id: number) {
  return apiRequest(`/api/admin/privacy-requests/${id}/done`, {
    method: 'POST',
    auth: true,
    schema: ZPrivacyRequestDoneResponse,
  });
}

export function useMarkPrivacyRequestDone() {
  return useWrite(['admin', 'privacy-requests', 'done'], markPrivacyRequestDone, {
    onSuccess: [privacyRequestKeys.all],
  });
}
