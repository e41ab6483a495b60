import { ZAdminEventsResponse } from '@parkstays/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { requestData } from '../../../../lib/api-client';
import { readOptions } from '../../../../lib/query-options';
import { eventsKeys } from './keys';

/** GET /api/admin/events: a calendar's month, the calendars and the parks (admins, activities). */
export function listAdminEvents(calendarId: number, month: string, signal?: AbortSignal) {
  return requestData('/api/admin/events', {
    auth: true,
    schema: ZAdminEventsResponse,
    query: { calendar_id: calendarId, month },
    signal,
  });
}

export const listAdminEventsQueryOptions = readOptions(eventsKeys.month, listAdminEvents);

/** The month on show; the previous month's list stays while the next one loads. */
export function useAdminEvents(calendarId: number, month: string) {
  return useQuery({ ...listAdminEventsQueryOptions(calendarId, month), placeholderData: keepPreviousData });
}
