import { ZExtrasAdminResponse } from '@parkstays/contract';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../../lib/api-client';
import { readOptions } from '../../../../lib/query-options';
import { offerKeys } from './keys';

/** GET /api/admin/extras: every extra with its price, stock and grades, and every grade (admins). */
export function listExtras(signal?: AbortSignal) {
  return requestData('/api/admin/extras', { auth: true, schema: ZExtrasAdminResponse, signal });
}

export const listExtrasQueryOptions = readOptions(offerKeys.extras, listExtras);

export function useExtras() {
  return useQuery(listExtrasQueryOptions());
}
