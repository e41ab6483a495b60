import { ZAdminEventsResponse } from '@parkstays/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { eventsKeys } from './keys';

/** GET /api/admin/events: a calendar's month, the calendars and the parks (admins, activities). */
export async function listAdminEvents(calendarId: number, month: string, signal?: AbortSignal) {
  const answer = await apiRequest('/api/admin/events', {
    auth: true,
    schema: ZAdminEventsResponse,
    query: { calendar_id: calendarId, month },
    signal,
  });
  return answer.data;
}

export function listAdminEventsQueryOptions(calendarId: number, month: string) {
  return queryOptions({
    queryKey: eventsKeys.month(calendarId, month),
    queryFn: ({ signal }) => listAdminEvents(calendarId, month, signal),
  });
}

/** The month on show; the previous month's list stays while the next one loads. */
export function useAdminEvents(calendarId: number, month: string) {
  return useQuery({ ...listAdminEventsQueryOptions(calendarId, month), placeholderData: keepPreviousData });
}
