import { type TChangeEmailRequest, ZChangeEmailResponse } from '@parkstays/contract';
import { apiRequest } from '../../../lib/api-client';
import { useUserChange } from './user-changed';

/** PUT /api/users/email: a new address (with the password); unconfirmed until its link is opened. */
export function changeEmail(body: TChangeEmailRequest) {
  return apiRequest('/api/users/email', { method: 'PUT', body, auth: true, schema: ZChangeEmailResponse });
}

export function useChangeEmail() {
  return useUserChange('change-email', changeEmail);
}
