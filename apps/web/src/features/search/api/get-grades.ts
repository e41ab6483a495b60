import { ZGradesResponse } from 'virtual:contract-answers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { searchKeys } from './keys';

/** GET /api/parks/grades: every accommodation grade of a holiday type (and park, when given). */
export async function getGrades(bookingType: number, parkCode: string, signal?: AbortSignal) {
  const answer = await apiRequest('/api/parks/grades', {
    schema: ZGradesResponse,
    query: { booking_type: bookingType, park_code_filter: parkCode || undefined },
    signal,
  });
  return answer.data;
}

export function getGradesQueryOptions(bookingType: number, parkCode: string) {
  return queryOptions({
    queryKey: searchKeys.grades(bookingType, parkCode),
    queryFn: ({ signal }) => getGrades(bookingType, parkCode, signal),
    // No staleTime (TanStack's default, 0): staff edit the catalogue (issue 16), so each screen
    // that shows it asks again rather than keep an answer for minutes.
  });
}

export function useGrades(bookingType: number, parkCode: string, { enabled = true } = {}) {
  return useQuery({ ...getGradesQueryOptions(bookingType, parkCode), enabled });
}
