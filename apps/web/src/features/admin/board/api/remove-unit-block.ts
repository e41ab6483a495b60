import { ZUnitBlockResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...boardKeys.all, 'unblock'],
    mutationFn: removeUnitBlock,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boardKeys.all }),
  });
}
