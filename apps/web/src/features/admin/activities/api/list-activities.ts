import { ZAdminActivitiesResponse } from '@parkstays/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { activitiesKeys } from './keys';

/** GET /api/admin/activities: every activity with its ticket types and counts, and the parks. */
export async function listActivities(signal?: AbortSignal) {
  return (await apiRequest('/api/admin/activities', { auth: true, schema: ZAdminActivitiesResponse, signal }))
    .data;
}

export function listActivitiesQueryOptions() {
  return queryOptions({
    queryKey: activitiesKeys.list(),
    queryFn: ({ signal }) => listActivities(signal),
  });
}

export function useAdminActivities() {
  return useQuery(listActivitiesQueryOptions());
}
