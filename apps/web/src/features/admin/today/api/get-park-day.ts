import { ZParkDayResponse } from '@parkstays/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { todayKeys } from './keys';

/** GET /api/admin/today: one park's arrivals, departures and in-house stays on a day (reception). */
export async function getParkDay(parkCode: string, date: string, signal?: AbortSignal) {
  const answer = await apiRequest('/api/admin/today', {
    auth: true,
    schema: ZParkDayResponse,
    query: { park_code: parkCode, date },
    signal,
  });
  return answer.data;
}

export function getParkDayQueryOptions(parkCode: string, date: string) {
  return queryOptions({
    queryKey: todayKeys.day(parkCode, date),
    queryFn: ({ signal }) => getParkDay(parkCode, date, signal),
    enabled: Boolean(parkCode && date),
    // The desk stays current while it is open: someone else may check a party in.
    refetchInterval: 60_000,
  });
}

export function useParkDay(parkCode: string, date: string) {
  return useQuery(getParkDayQueryOptions(parkCode, date));
}
