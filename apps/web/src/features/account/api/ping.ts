import { ZPingResponse } from 'virtual:contract-answers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { accountKeys } from './keys';

/** GET /api/ping: is this token a live session, and whose? */
export function ping(token: string, signal?: AbortSignal) {
  return apiRequest('/api/ping', { auth: token, schema: ZPingResponse, signal });
}

export function getPingQueryOptions(token: string) {
  return queryOptions({
    queryKey: accountKeys.ping(token),
    queryFn: ({ signal }) => ping(token, signal),
    staleTime: 0,
    retry: false,
  });
}

export function usePing(token: string | null) {
  return useQuery({ ...getPingQueryOptions(token ?? ''), enabled: Boolean(token) });
}
