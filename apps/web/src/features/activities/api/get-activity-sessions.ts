import { ZActivitySessionsResponse } from '@parkstays/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client';
import type { DateRange } from '../activity-rules';
import { activityKeys } from './keys';

/**
 * GET /api/parks/{park_id}/activity-sessions?start_date_filter&end_date_filter: the sessions of
 * the park's activities between two days (at most 92 days), with ticket types and tickets left.
 */
export function getActivitySessions(parkId: number, range: DateRange, signal?: AbortSignal) {
  return requestData(`/api/parks/${parkId}/activity-sessions`, {
    schema: ZActivitySessionsResponse,
    query: { start_date_filter: range.from, end_date_filter: range.to },
    signal,
  });
}

export function getActivitySessionsQueryOptions(parkId: number, range: DateRange) {
  return queryOptions({
    queryKey: activityKeys.sessions(parkId, range.from, range.to),
    queryFn: ({ signal }) => getActivitySessions(parkId, range, signal),
    // Tickets left change as others book: ask again whenever the page is opened.
    staleTime: 0,
  });
}

/** Idle until the park and range are known (a stay that is over has no range). */
export function useActivitySessions(parkId: number | undefined, range: DateRange | undefined) {
  return useQuery({
    ...getActivitySessionsQueryOptions(parkId ?? 0, range ?? { from: '', to: '' }),
    enabled: parkId !== undefined && range !== undefined,
  });
}
