import { ZActivitiesResponse } from '@parkstays/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { activityKeys } from './keys';

/** GET /api/parks/{park_id}/activities: the park's activities, in the operator's order. */
export async function getParkActivities(parkId: number, signal?: AbortSignal) {
  const answer = await apiRequest(`/api/parks/${parkId}/activities`, { schema: ZActivitiesResponse, signal });
  return answer.data;
}

export function getParkActivitiesQueryOptions(parkId: number) {
  return queryOptions({
    queryKey: activityKeys.parkActivities(parkId),
    queryFn: ({ signal }) => getParkActivities(parkId, signal),
    // Staff edit activities in the back office: a guest opening the page sees the edit at once.
    staleTime: 0,
  });
}

export function useParkActivities(parkId: number | undefined) {
  return useQuery({ ...getParkActivitiesQueryOptions(parkId ?? 0), enabled: parkId !== undefined });
}
