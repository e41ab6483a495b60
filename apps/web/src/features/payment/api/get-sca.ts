import { ZScaResponse } from '@parkstays/contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/payments/sca: the browser's IP and Accept header as the server saw them. */
export async function getSca(signal?: AbortSignal) {
  const answer = await apiRequest('/api/payments/sca', { auth: true, schema: ZScaResponse, signal });
  return answer.data.strongCustomerAuthentication;
}
