import { type TBulkPriceEditRequest, ZBulkPriceApplyResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { pricesKeys } from './keys';

/** POST /api/admin/prices/bulk: applies a bulk edit in one transaction (new bookings only). */
export function applyBulkPrices(body: TBulkPriceEditRequest) {
  return apiRequest('/api/admin/prices/bulk', {
    method: 'POST',
    auth: true,
    body,
    schema: ZBulkPriceApplyResponse,
  });
}

export function useApplyBulkPrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['prices', 'bulk', 'apply'],
    mutationFn: applyBulkPrices,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pricesKeys.all }),
  });
}
