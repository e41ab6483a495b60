import { ZPingResponse } from 'virtual:contract-answers';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readOptions } from '../../../lib/query-options';
import { accountKeys } from './keys';

/** GET /api/ping: is this token a live session, and whose? */
export function ping(token: string, signal?: AbortSignal) {
  return apiRequest('/api/ping', { auth: token, schema: ZPingResponse, signal });
}

export const getPingQueryOptions = readOptions(accountKeys.ping, ping, { staleTime: 0, retry: false });

export function usePing(token: string | null) {
  return useQuery({ ...getPingQueryOptions(token ?? ''), enabled: Boolean(token) });
}
