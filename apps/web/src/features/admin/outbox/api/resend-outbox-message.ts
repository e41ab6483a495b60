import { ZResendOutboxMessageResponse } from '@parkstays/contract';
import { apiRequest } from '../../../../lib/api-client';
import { useWrite } from '../../../../lib/write-options';
import { outboxKeys } from './keys';

/** POST /api/admin/outbox/:id/resend: a failed e-mail goes back in the queue and is sent now (reception). */
export async function resendOutboxMessage(id: number) {
  return apiRequest(`/api/admin/outbox/${id}/resend`, {
    method: 'POST',
    auth: true,
    schema: ZResendOutboxMessageResponse,
  });
}

export function useResendOutboxMessage(id: number) {
  return useWrite(['admin', 'outbox', 'resend', id], () => resendOutboxMessage(id), {
    // Its status changes in the list and in the dialog alike.
    onSuccess: [outboxKeys.all],
  });
}
