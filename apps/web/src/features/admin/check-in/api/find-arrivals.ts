import { ZArrivalsResponse } from '@parkstays/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { requestData } from '../../../../lib/api-client';
import { readOptions } from '../../../../lib/query-options';
import { checkInKeys } from './keys';

/** GET /api/admin/arrivals: the day's arrivals and in-house stays matching a reference or a name. */
export function findArrivals(parkCode: string, date: string, q: string, signal?: AbortSignal) {
  return requestData('/api/admin/arrivals', {
    auth: true,
    schema: ZArrivalsResponse,
    query: { park_code: parkCode || undefined, date: date || undefined, q },
    signal,
  });
}

export const findArrivalsQueryOptions = readOptions(checkInKeys.arrivals, findArrivals, {
  placeholderData: keepPreviousData,
});

/** Idle until the search has two characters. */
export function useArrivals(parkCode: string, date: string, q: string) {
  return useQuery({ ...findArrivalsQueryOptions(parkCode, date, q), enabled: q.trim().length >= 2 });
}
