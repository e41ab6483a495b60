import { ZGetUserResponse } from '@parkstays/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readOptions } from '../../../lib/query-options';
import { accountKeys } from './keys';

/** GET /api/users: the signed-in user's profile. */
export async function getUser(signal?: AbortSignal) {
  const answer = await apiRequest('/api/users', { auth: true, schema: ZGetUserResponse, signal });
  return answer.data;
}

export const getUserQueryOptions = readOptions(accountKeys.user, getUser, { staleTime: 0 });

export function useUser({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getUserQueryOptions(), enabled });
}
