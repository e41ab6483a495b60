import { ZStaffSessionsResponse } from '@parkstays/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestData } from '../../../../lib/api-client';
import { checkInKeys } from './keys';

/** GET /api/admin/sessions?date&park_code: a day's activity sessions with tickets sold, valid and used. */
export function getDoorSessions(date: string, parkCode: string, signal?: AbortSignal) {
  return requestData('/api/admin/sessions', {
    schema: ZStaffSessionsResponse,
    auth: true,
    query: { date, park_code: parkCode || undefined },
    signal,
  });
}

export function getDoorSessionsQueryOptions(date: string, parkCode = '') {
  return queryOptions({
    queryKey: checkInKeys.sessionsOn(date, parkCode),
    queryFn: ({ signal }) => getDoorSessions(date, parkCode, signal),
    // Tickets are scanned at other doors too: ask again each time the screen is opened.
    staleTime: 0,
  });
}

export function useDoorSessions(date: string, parkCode = '') {
  return useQuery(getDoorSessionsQueryOptions(date, parkCode));
}
