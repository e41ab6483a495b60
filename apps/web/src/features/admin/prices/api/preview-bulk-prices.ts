import { type TBulkPriceEditRequest, ZBulkPricePreviewResponse } from '@parkstays/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

/** POST /api/admin/prices/bulk/preview: what a bulk edit would change, changing nothing. */
export async function previewBulkPrices(body: TBulkPriceEditRequest) {
  return (
    await apiRequest('/api/admin/prices/bulk/preview', {
      method: 'POST',
      auth: true,
      body,
      schema: ZBulkPricePreviewResponse,
    })
  ).data;
}

export function usePreviewBulkPrices() {
  return useMutation({ mutationKey: ['prices', 'bulk', 'preview'], mutationFn: previewBulkPrices });
}
