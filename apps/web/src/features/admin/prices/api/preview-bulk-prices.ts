import { type TBulkPriceEditRequest, ZBulkPricePreviewResponse } from '@parkstays/contract';
import { useMutation } from '@tanstack/react-query';
import { requestData } from '../../../../lib/api-client';

/** POST /api/admin/prices/bulk/preview: what a bulk edit would change, changing nothing. */
export function previewBulkPrices(body: TBulkPriceEditRequest) {
  return requestData('/api/admin/prices/bulk/preview', {
    method: 'POST',
    auth: true,
    body,
    schema: ZBulkPricePreviewResponse,
  });
}

export function usePreviewBulkPrices() {
  return useMutation({ mutationKey: ['prices', 'bulk', 'preview'], mutationFn: previewBulkPrices });
}
