import { ZUnitBlockResponse } from '@parkstays/contract';
import { apiRequest } from '../../../../lib/api-client';
import { useWrite } from '../../../../lib/write-options';
import { boardKeys } from './keys';

/** DELETE /api/admin/unit-blocks/{booking_no}: the unit can be booked on those nights again. */
export async function removeUnitBlock(bookingNo: string) {
  return apiRequest(`/api/admin/unit-blocks/${encodeURIComponent(bookingNo)}`, {
    method: 'DELETE',
    auth: true,
    schema: ZUnitBlockResponse,
  });
}

export function useRemoveUnitBlock() {
  return useWrite([...boardKeys.all, 'unblock'], removeUnitBlock, { onSuccess: [boardKeys.all] });
}
