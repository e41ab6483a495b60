import { type TUpdateExtraRequest, ZExtraResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['offers', 'update-extra'],
    mutationFn: updateExtra,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.extras() }),
  });
}
