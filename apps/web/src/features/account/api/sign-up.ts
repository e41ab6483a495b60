import { type TSignUpRequest, ZSignUpResponse } from '@parkstays/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/storage';

/** POST /api/users */
export function signUp(body: TSignUpRequest) {
  return apiRequest('/api/users', { method: 'POST', body, schema: ZSignUpResponse });
}

/** Creates the account and signs the new user in with Remember Me on. */
export function useSignUp() {
  return useMutation({
    mutationKey: ['account', 'sign-up'],
    mutationFn: signUp,
    onSuccess: (answer) => {
      sessionStore.setSession({ user: answer.data.user, token: answer.data.bearer_token }, true);
    },
  });
}
