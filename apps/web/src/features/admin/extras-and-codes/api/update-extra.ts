import { type TUpdateExtraRequest, ZExtraResponse } from '@parkstays/contract';
import { apiRequest } from '../../../../lib/api-client';
import { useWrite } from '../../../../lib/write-options';
import { offerKeys } from './keys';

/** PUT /api/admin/extras/:code: price, note, position, stock and grades. */
export function updateExtra({ code, body }: { code: string; body: TUpdateExtraRequest }) {
  return apiRequest(`/api/admin/extras/${encodeURIComponent(code)}`, {
    method: 'PUT',
    auth: true,
    body,
    schema: ZExtraResponse,
  });
}

export function useUpdateExtra() {
  return useWrite(['offers', 'update-extra'], updateExtra, { onSuccess: [offerKeys.extras()] });
}
