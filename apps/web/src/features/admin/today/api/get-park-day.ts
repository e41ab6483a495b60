import { ZParkDayResponse } from '@parkstays/contract';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../../lib/api-client';
import { readOptions } from '../../../../lib/query-options';
import { todayKeys } from './keys';

/** GET /api/admin/today: one park's arrivals, departures and in-house stays on a day (reception). */
export function getParkDay(parkCode: string, date: string, signal?: AbortSignal) {
  return requestData('/api/admin/today', {
    auth: true,
    schema: ZParkDayResponse,
    query: { park_code: parkCode, date },
    signal,
  });
}

// The desk stays current while it is open: someone else may check a party in.
export const getParkDayQueryOptions = readOptions(todayKeys.day, getParkDay, { refetchInterval: 60_000 });

/** Idle until a park and a day are chosen. */
export function useParkDay(parkCode: string, date: string) {
  return useQuery({ ...getParkDayQueryOptions(parkCode, date), enabled: Boolean(parkCode && date) });
}
