import { type TTermsRequest, ZSaveTermsResponse } from '@parkstays/contract';
import { apiRequest } from '../../../../lib/api-client';
import { useWrite } from '../../../../lib/write-options';
import { termsKeys } from './keys';

/** PUT /api/admin/terms/:holidayTypeId: a new version of the holiday type's terms. */
export function saveTerms({ holidayTypeId, ...body }: TTermsRequest & { holidayTypeId: number }) {
  return apiRequest(`/api/admin/terms/${holidayTypeId}`, {
    method: 'PUT',
    auth: true,
    body,
    schema: ZSaveTermsResponse,
  });
}

export function useSaveTerms() {
  return useWrite(['admin', 'terms', 'save'], saveTerms, { onSuccess: [termsKeys.all] });
}
