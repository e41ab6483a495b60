import { type TForgotPasswordRequest, ZForgotPasswordResponse } from '@parkstays/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/users/forgot-password: the same answer whether or not the address is registered. */
export function forgotPassword(body: TForgotPasswordRequest) {
  return apiRequest('/api/users/forgot-password', { method: 'POST', body, schema: ZForgotPasswordResponse });
}

export function useForgotPassword() {
  return useMutation({ mutationKey: ['account', 'forgot-password'], mutationFn: forgotPassword });
}
