import { type TMarketingChoiceRequest, ZMarketingChoiceResponse } from '@parkstays/contract';
import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/write-options';
import { privacyKeys } from './keys';

/** PUT /api/privacy/marketing: the newsletter choice; when it changes, its date changes. */
export function setMarketing(body: TMarketingChoiceRequest) {
  return apiRequest('/api/privacy/marketing', {
    method: 'PUT',
    body,
    auth: true,
    schema: ZMarketingChoiceResponse,
  });
}

export function useSetMarketing() {
  // My Details shows the same choice: the account is read again too.
  return useWrite(['privacy', 'marketing'], setMarketing, { onSuccess: [privacyKeys.all, ['account']] });
}
