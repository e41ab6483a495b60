import { ZAdminTermsResponse } from '@parkstays/contract';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../../lib/api-client';
import { readOptions } from '../../../../lib/query-options';
import { termsKeys } from './keys';

/** GET /api/admin/terms: every holiday type's booking terms, latest version or standard (admins). */
export function listTerms(signal?: AbortSignal) {
  return requestData('/api/admin/terms', { auth: true, schema: ZAdminTermsResponse, signal });
}

export const listTermsQueryOptions = readOptions(termsKeys.list, listTerms);

export function useTerms() {
  return useQuery(listTermsQueryOptions());
}
