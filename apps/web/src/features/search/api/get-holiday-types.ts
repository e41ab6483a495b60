import { ZHolidayTypesResponse } from 'virtual:contract-answers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { searchKeys } from './keys';

/** GET /api/holiday-types */
export async function getHolidayTypes(signal?: AbortSignal) {
  const answer = await apiRequest('/api/holiday-types', { schema: ZHolidayTypesResponse, signal });
  return answer.data;
}

export function getHolidayTypesQueryOptions() {
  return queryOptions({
    queryKey: searchKeys.holidayTypes(),
    queryFn: ({ signal }) => getHolidayTypes(signal),
    // No staleTime (TanStack's default, 0): staff edit the catalogue (issue 16), so each screen
    // that shows it asks again rather than keep an answer for minutes.
  });
}

export function useHolidayTypes() {
  return useQuery(getHolidayTypesQueryOptions());
}
