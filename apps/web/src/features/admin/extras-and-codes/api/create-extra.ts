import { type TCreateExtraRequest, ZExtraResponse } from '@parkstays/contract';
import { apiRequest } from '../../../../lib/api-client';
import { useWrite } from '../../../../lib/write-options';
import { offerKeys } from './keys';

/** POST /api/admin/extras: 409 EXTRA_EXISTS when the code is taken. */
export function createExtra(body: TCreateExtraRequest) {
  return apiRequest('/api/admin/extras', { method: 'POST', auth: true, body, schema: ZExtraResponse });
}

export function useCreateExtra() {
  return useWrite(['offers', 'create-extra'], createExtra, { onSuccess: [offerKeys.extras()] });
}
