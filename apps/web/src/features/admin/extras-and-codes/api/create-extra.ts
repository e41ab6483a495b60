import { type TCreateExtraRequest, ZExtraResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { offerKeys } from './keys';

/** POST /api/admin/extras: 409 EXTRA_EXISTS when the code is taken. */
export function createExtra(body: TCreateExtraRequest) {
  return apiRequest('/api/admin/extras', { method: 'POST', auth: true, body, schema: ZExtraResponse });
}

export function useCreateExtra() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['offers', 'create-extra'],
    mutationFn: createExtra,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.extras() }),
  });
}
