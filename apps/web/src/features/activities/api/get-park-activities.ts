import { ZActivitiesResponse } from '@parkstays/contract';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client';
import { readOptions } from '../../../lib/query-options';
import { activityKeys } from './keys';

/** GET /api/parks/{park_id}/activities: the park's activities, in the operator's order. */
export function getParkActivities(parkId: number, signal?: AbortSignal) {
  return requestData(`/api/parks/${parkId}/activities`, { schema: ZActivitiesResponse, signal });
}

// Staff edit activities in the back office: a guest opening the page sees the edit at once.
export const getParkActivitiesQueryOptions = readOptions(activityKeys.parkActivities, getParkActivities, {
  staleTime: 0,
});

export function useParkActivities(parkId: number | undefined) {
  return useQuery({ ...getParkActivitiesQueryOptions(parkId ?? 0), enabled: parkId !== undefined });
}
