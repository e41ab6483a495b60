import { type TPaymentRequest, ZPaymentResponse } from '@parkstays/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/payments, with a fresh Idempotency-Key per attempt. */
export function createPayment(body: TPaymentRequest, idempotencyKey: string) {
  return apiRequest('/api/payments', {
    method: 'POST',
    body,
    auth: true,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: ZPaymentResponse,
  });
}
