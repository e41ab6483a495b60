import { ZPromotionalCodesAdminResponse } from '@parkstays/contract';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../../lib/api-client';
import { readOptions } from '../../../../lib/query-options';
import { offerKeys } from './keys';

/** GET /api/admin/promotional-codes: every code with its rules and uses, and the parks (admins). */
export function listPromotionalCodes(signal?: AbortSignal) {
  return requestData('/api/admin/promotional-codes', {
    auth: true,
    schema: ZPromotionalCodesAdminResponse,
    signal,
  });
}

// Uses change as guests book: the list is read again whenever the screen is looked at.
export const listPromotionalCodesQueryOptions = readOptions(offerKeys.codes, listPromotionalCodes, {
  staleTime: 0,
  refetchOnWindowFocus: 'always',
});

export function usePromotionalCodes() {
  return useQuery(listPromotionalCodesQueryOptions());
}
