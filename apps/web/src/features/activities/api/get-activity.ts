import { ZActivityViewResponse } from '@parkstays/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';
import { activityKeys } from './keys';

/**
 * GET /api/activities/{activity_code} (the code URL-encoded): the activity and, for a signed-in
 * user, their upcoming owner visits and stays at its park.
 */
export function getActivity(activityCode: string, signal?: AbortSignal) {
  return requestData(`/api/activities/${encodeURIComponent(activityCode)}`, {
    auth: true,
    schema: ZActivityViewResponse,
    signal,
  });
}

export function getActivityQueryOptions(activityCode: string, userId: number | null) {
  return queryOptions({
    queryKey: activityKeys.view(activityCode, userId),
    queryFn: ({ signal }) => getActivity(activityCode, signal),
    staleTime: 30 * 1000,
  });
}

export function useActivity(activityCode: string) {
  const { user } = useSession();
  return useQuery(getActivityQueryOptions(activityCode, user?.id ?? null));
}
