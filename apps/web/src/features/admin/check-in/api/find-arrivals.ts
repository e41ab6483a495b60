import { ZArrivalsResponse } from '@parkstays/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { checkInKeys } from './keys';

/** GET /api/admin/arrivals: the day's arrivals and in-house stays matching a reference or a name. */
export async function findArrivals(parkCode: string, date: string, q: string, signal?: AbortSignal) {
  const answer = await apiRequest('/api/admin/arrivals', {
    auth: true,
    schema: ZArrivalsResponse,
    query: { park_code: parkCode || undefined, date: date || undefined, q },
    signal,
  });
  return answer.data;
}

export function findArrivalsQueryOptions(parkCode: string, date: string, q: string) {
  return queryOptions({
    queryKey: checkInKeys.arrivals(parkCode, date, q),
    queryFn: ({ signal }) => findArrivals(parkCode, date, q, signal),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
}

export function useArrivals(parkCode: string, date: string, q: string) {
  return useQuery(findArrivalsQueryOptions(parkCode, date, q));
}
