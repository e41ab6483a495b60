import { ZArrivalRulesResponse } from '@parkstays/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { testPagesKeys } from './keys';

export type ArrivalRule = { no_of_nights: number; weekdays: number[] };

/** GET /api/arrival-rules: the weekdays (0 = Sunday) a stay of each length may start on at a park. */
export async function getArrivalRules(parkCode: string, bookingType: number, signal?: AbortSignal) {
  const answer = await apiRequest('/api/arrival-rules', {
    schema: ZArrivalRulesResponse,
    query: { park_code: parkCode, booking_type: bookingType },
    signal,
  });
  return answer.data;
}

export function getArrivalRulesQueryOptions(parkCode: string, bookingType: number) {
  return queryOptions({
    queryKey: testPagesKeys.arrivalRules(parkCode, bookingType),
    queryFn: ({ signal }) => getArrivalRules(parkCode, bookingType, signal),
    // Staff change these rules: asked again whenever the calendar is shown, never kept by HTTP caches.
    staleTime: 0,
  });
}

export function useArrivalRules(parkCode: string, bookingType: number) {
  return useQuery(getArrivalRulesQueryOptions(parkCode, bookingType));
}
