import { type TUpdateUserRequest, ZUpdateUserResponse } from '@parkstays/contract';
import { apiRequest } from '../../../lib/api-client';
import { useUserChange } from './user-changed';

/** PUT /api/users: profile fields only; the e-mail address is not editable. */
export function updateUser(body: TUpdateUserRequest) {
  return apiRequest('/api/users', { method: 'PUT', body, auth: true, schema: ZUpdateUserResponse });
}

export function useUpdateUser() {
  return useUserChange('update-user', updateUser);
}
