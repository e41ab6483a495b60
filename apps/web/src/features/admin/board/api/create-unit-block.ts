import { type TCreateUnitBlockRequest, ZUnitBlockResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { boardKeys } from './keys';

/** POST /api/admin/unit-blocks: takes a unit out of order for a run of nights. */
export async function createUnitBlock(body: TCreateUnitBlockRequest) {
  return apiRequest('/api/admin/unit-blocks', {
    method: 'POST',
    body,
    auth: true,
    schema: ZUnitBlockResponse,
  });
}

export function useCreateUnitBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...boardKeys.all, 'block'],
    mutationFn: createUnitBlock,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boardKeys.all }),
  });
}
