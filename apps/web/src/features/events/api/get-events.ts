import { DEFAULT_EVENTS_CALENDAR_ID, ZEventsResponse } from '@parkstays/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client';
import { eventsKeys } from './keys';

export type EventsRange = {
  /** First day shown, yyyy-mm-dd. */
  startDate: string;
  /** Last day shown (inclusive), yyyy-mm-dd. The API answers at most 62 days at a time. */
  endDate: string;
  calendarId?: number;
};

/** GET /api/events: a calendar's events between two days, grouped by date (yyyy-mm-dd). */
export function getEvents(
  { startDate, endDate, calendarId = DEFAULT_EVENTS_CALENDAR_ID }: EventsRange,
  signal?: AbortSignal,
) {
  return requestData('/api/events', {
    schema: ZEventsResponse,
    query: { calendar_id: calendarId, start_date: startDate, end_date: endDate },
    signal,
  });
}

export function getEventsQueryOptions(range: EventsRange) {
  const calendarId = range.calendarId ?? DEFAULT_EVENTS_CALENDAR_ID;
  return queryOptions({
    queryKey: eventsKeys.range(calendarId, range.startDate, range.endDate),
    queryFn: ({ signal }) => getEvents({ ...range, calendarId }, signal),
    staleTime: 60 * 1000,
  });
}

/** The events of the range the calendar shows; idle until the calendar has told us its range. */
export function useEvents(range: EventsRange | undefined) {
  return useQuery({
    ...getEventsQueryOptions(range ?? { startDate: '', endDate: '' }),
    enabled: range !== undefined,
  });
}
