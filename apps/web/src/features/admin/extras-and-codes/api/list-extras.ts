import { ZExtrasAdminResponse } from '@parkstays/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { offerKeys } from './keys';

/** GET /api/admin/extras: every extra with its price, stock and grades, and every grade (admins). */
export async function listExtras(signal?: AbortSignal) {
  const answer = await apiRequest('/api/admin/extras', { auth: true, schema: ZExtrasAdminResponse, signal });
  return answer.data;
}

export function listExtrasQueryOptions() {
  return queryOptions({ queryKey: offerKeys.extras(), queryFn: ({ signal }) => listExtras(signal) });
}

export function useExtras() {
  return useQuery(listExtrasQueryOptions());
}
