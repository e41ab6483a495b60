import { ZSessionKeyResponse } from '@parkstays/contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/payments/session-key: a merchant session key and where to send the card. */
export async function getSessionKey(signal?: AbortSignal) {
  const answer = await apiRequest('/api/payments/session-key', {
    auth: true,
    schema: ZSessionKeyResponse,
    signal,
  });
  return answer.data;
}
