import { type TUpdateUserRequest, ZUpdateUserResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/storage';
import { accountKeys } from './keys';

/** PUT /api/users: profile fields only; the e-mail address is not editable. */
export function updateUser(body: TUpdateUserRequest) {
  return apiRequest('/api/users', { method: 'PUT', body, auth: true, schema: ZUpdateUserResponse });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['account', 'update-user'],
    mutationFn: updateUser,
    onSuccess: (answer) => {
      queryClient.setQueryData(accountKeys.user(), answer.data);
      sessionStore.updateUser(answer.data);
    },
  });
}
