import { ZGetUserResponse } from '@parkstays/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { accountKeys } from './keys';

/** GET /api/users: the signed-in user's profile. */
export async function getUser(signal?: AbortSignal) {
  const answer = await apiRequest('/api/users', { auth: true, schema: ZGetUserResponse, signal });
  return answer.data;
}

export function getUserQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.user(),
    queryFn: ({ signal }) => getUser(signal),
    staleTime: 0,
  });
}

export function useUser({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getUserQueryOptions(), enabled });
}
