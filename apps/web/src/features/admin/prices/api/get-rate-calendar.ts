import { ZRateCalendarResponse } from '@parkstays/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { pricesKeys } from './keys';

/** GET /api/admin/prices/calendar: a grade's prices by arrival date × nights, with why each is off sale. */
export async function getRateCalendar(gradeCode: string, start: string, end: string, signal?: AbortSignal) {
  const answer = await apiRequest('/api/admin/prices/calendar', {
    auth: true,
    schema: ZRateCalendarResponse,
    query: { grade_code: gradeCode, start_date: start, end_date: end },
    signal,
  });
  return answer.data;
}

export function getRateCalendarQueryOptions(gradeCode: string, start: string, end: string) {
  return queryOptions({
    queryKey: pricesKeys.calendar(gradeCode, start, end),
    queryFn: ({ signal }) => getRateCalendar(gradeCode, start, end, signal),
  });
}

export function useRateCalendar(gradeCode: string, start: string, end: string) {
  return useQuery({
    ...getRateCalendarQueryOptions(gradeCode, start, end),
    enabled: gradeCode !== '',
    // The month before stays on screen (marked as loading) while the next arrives.
    placeholderData: keepPreviousData,
  });
}
