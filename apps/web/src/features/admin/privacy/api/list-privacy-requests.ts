import { ZPrivacyRequestListResponse } from '@parkstays/contract';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../../lib/api-client';
import { readOptions } from '../../../../lib/query-options';
import { privacyRequestKeys } from './keys';

/** GET /api/admin/privacy-requests: open requests first, soonest due first (admin). */
export function listPrivacyRequests(status: '' | 'open' | 'done', signal?: AbortSignal) {
  return requestData('/api/admin/privacy-requests', {
    auth: true,
    schema: ZPrivacyRequestListResponse,
    query: { status },
    signal,
  });
}

export const listPrivacyRequestsQueryOptions = readOptions(privacyRequestKeys.list, listPrivacyRequests);

export function usePrivacyRequests(status: '' | 'open' | 'done') {
  return useQuery(listPrivacyRequestsQueryOptions(status));
}
