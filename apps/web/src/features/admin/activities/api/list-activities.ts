import { ZAdminActivitiesResponse } from '@parkstays/contract';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../../lib/api-client';
import { readOptions } from '../../../../lib/query-options';
import { activitiesKeys } from './keys';

/** GET /api/admin/activities: every activity with its ticket types and counts, and the parks. */
export function listActivities(signal?: AbortSignal) {
  return requestData('/api/admin/activities', { auth: true, schema: ZAdminActivitiesResponse, signal });
}

export const listActivitiesQueryOptions = readOptions(activitiesKeys.list, listActivities);

export function useAdminActivities() {
  return useQuery(listActivitiesQueryOptions());
}
