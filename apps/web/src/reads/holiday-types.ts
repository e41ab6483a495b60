import { ZHolidayTypesResponse } from 'virtual:contract-answers';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';

/** GET /api/holiday-types: the holiday types guests search by, in the order staff gave them. */
export const holidayTypesKeys = { all: ['holiday-types'] as const };

/** Staff rename and reorder holiday types: each screen that shows them asks again when it opens. */
export const HOLIDAY_TYPES_STALE_TIME = 0;

export async function getHolidayTypes(signal?: AbortSignal) {
  const answer = await apiRequest('/api/holiday-types', { schema: ZHolidayTypesResponse, signal });
  return answer.data;
}

export function getHolidayTypesQueryOptions() {
  return queryOptions({
    queryKey: holidayTypesKeys.all,
    queryFn: ({ signal }) => getHolidayTypes(signal),
    staleTime: HOLIDAY_TYPES_STALE_TIME,
  });
}

export function useHolidayTypes() {
  return useQuery(getHolidayTypesQueryOptions());
}

/** After a holiday type changes: the guests' list is read again. */
export function invalidateHolidayTypes(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: holidayTypesKeys.all });
}
