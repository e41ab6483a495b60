import { type TCreateUnitBlockRequest, ZUnitBlockResponse } from '@parkstays/contract';
import { apiRequest } from '../../../../lib/api-client';
import { useWrite } from '../../../../lib/write-options';
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
  return useWrite([...boardKeys.all, 'block'], createUnitBlock, { onSuccess: [boardKeys.all] });
}
