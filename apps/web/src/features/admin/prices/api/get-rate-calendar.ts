import { ZRateCalendarResponse } from '@parkstays/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { requestData } from '../../../../lib/api-client';
import { readOptions } from '../../../../lib/query-options';
import { pricesKeys } from './keys';

/** GET /api/admin/prices/calendar: a grade's prices by arrival date × nights, with why each is off sale. */
export function getRateCalendar(gradeCode: string, start: string, end: string, signal?: AbortSignal) {
  return requestData('/api/admin/prices/calendar', {
    auth: true,
    schema: ZRateCalendarResponse,
    query: { grade_code: gradeCode, start_date: start, end_date: end },
    signal,
  });
}

export const getRateCalendarQueryOptions = readOptions(pricesKeys.calendar, getRateCalendar);

export function useRateCalendar(gradeCode: string, start: string, end: string) {
  return useQuery({
    ...getRateCalendarQueryOptions(gradeCode, start, end),
    enabled: gradeCode !== '',
    // The month before stays on screen (marked as loading) while the next arrives.
    placeholderData: keepPreviousData,
  });
}
