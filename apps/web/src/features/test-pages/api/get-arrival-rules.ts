import { ZArrivalRulesResponse } from '@parkstays/contract';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client';
import { readOptions } from '../../../lib/query-options';
import { testPagesKeys } from './keys';

export type ArrivalRule = { no_of_nights: number; weekdays: number[] };

/** GET /api/arrival-rules: the weekdays (0 = Sunday) a stay of each length may start on at a park. */
export function getArrivalRules(parkCode: string, bookingType: number, signal?: AbortSignal) {
  return requestData('/api/arrival-rules', {
    schema: ZArrivalRulesResponse,
    query: { park_code: parkCode, booking_type: bookingType },
    signal,
  });
}

// Staff change these rules: asked again whenever the calendar is shown, never kept by HTTP caches.
export const getArrivalRulesQueryOptions = readOptions(testPagesKeys.arrivalRules, getArrivalRules, {
  staleTime: 0,
});

export function useArrivalRules(parkCode: string, bookingType: number) {
  return useQuery(getArrivalRulesQueryOptions(parkCode, bookingType));
}
