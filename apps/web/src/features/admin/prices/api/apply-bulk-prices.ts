import { type TBulkPriceEditRequest, ZBulkPriceApplyResponse } from '@parkstays/contract';
import { apiRequest } from '../../../../lib/api-client';
import { useWrite } from '../../../../lib/write-options';
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
  return useWrite(['prices', 'bulk', 'apply'], applyBulkPrices, { onSettled: [pricesKeys.all] });
}
