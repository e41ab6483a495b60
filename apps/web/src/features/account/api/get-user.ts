import { ZGetUserResponse } from '@parkstays/contract';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client';
import { readOptions } from '../../../lib/query-options';
import { accountKeys } from './keys';

/** GET /api/users: the signed-in user's profile. */
export function getUser(signal?: AbortSignal) {
  return requestData('/api/users', { auth: true, schema: ZGetUserResponse, signal });
}

export const getUserQueryOptions = readOptions(accountKeys.user, getUser, { staleTime: 0 });

export function useUser({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getUserQueryOptions(), enabled });
}
