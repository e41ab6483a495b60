import { ZPromotionalCodesAdminResponse } from '@parkstays/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { offerKeys } from './keys';

/** GET /api/admin/promotional-codes: every code with its rules and uses, and the parks (admins). */
export async function listPromotionalCodes(signal?: AbortSignal) {
  const answer = await apiRequest('/api/admin/promotional-codes', {
    auth: true,
    schema: ZPromotionalCodesAdminResponse,
    signal,
  });
  return answer.data;
}

export function listPromotionalCodesQueryOptions() {
  return queryOptions({
    queryKey: offerKeys.codes(),
    queryFn: ({ signal }) => listPromotionalCodes(signal),
    // Uses change as guests book: the list is read again whenever the screen is looked at.
    staleTime: 0,
    refetchOnWindowFocus: 'always',
  });
}

export function usePromotionalCodes() {
  return useQuery(listPromotionalCodesQueryOptions());
}
