import { type TLoginRequest, ZLoginResponse } from '@parkstays/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/storage';

/** POST /api/login */
export function login(body: TLoginRequest) {
  return apiRequest('/api/login', { method: 'POST', body, schema: ZLoginResponse });
}

/** Signs in and stores the session: localStorage with Remember Me, else sessionStorage. */
export function useLogin() {
  return useMutation({
    mutationKey: ['account', 'login'],
    mutationFn: login,
    onSuccess: (answer, variables) => {
      sessionStore.setSession(
        { user: answer.data.user, token: answer.data.bearer_token },
        variables.rememberLogin === true,
      );
    },
  });
}
