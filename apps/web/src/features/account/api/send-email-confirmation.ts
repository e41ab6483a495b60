import { ZSendEmailConfirmationResponse } from 'virtual:contract-answers';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/users/confirm-email/send: a new link to the signed-in user's address. */
export function sendEmailConfirmation() {
  return apiRequest('/api/users/confirm-email/send', {
    method: 'POST',
    auth: true,
    schema: ZSendEmailConfirmationResponse,
  });
}

export function useSendEmailConfirmation() {
  return useMutation({
    mutationKey: ['account', 'send-email-confirmation'],
    mutationFn: sendEmailConfirmation,
  });
}
