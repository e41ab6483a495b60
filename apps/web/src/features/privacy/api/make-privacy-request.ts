import { type TPrivacyRequestRequest, ZPrivacyRequestResponse } from '@parkstays/contract';
import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/write-options';
import { privacyKeys } from './keys';

/** POST /api/privacy/requests: a request to the park about one's data, answered within 30 days. */
export function makePrivacyRequest(body: TPrivacyRequestRequest) {
  return apiRequest('/api/privacy/requests', {
    method: 'POST',
    body,
    auth: true,
    schema: ZPrivacyRequestResponse,
  });
}

export function useMakePrivacyRequest() {
  return useWrite(['privacy', 'request'], makePrivacyRequest, { onSuccess: [privacyKeys.centre()] });
}
