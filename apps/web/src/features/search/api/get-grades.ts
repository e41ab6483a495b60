import { ZGradesResponse } from 'virtual:contract-answers';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readOptions } from '../../../lib/query-options';
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

// No staleTime (TanStack's default, 0): staff edit the catalogue, so each screen
// that shows it asks again rather than keep an answer for minutes.
export const getGradesQueryOptions = readOptions(searchKeys.grades, getGrades);

export function useGrades(bookingType: number, parkCode: string, { enabled = true } = {}) {
  return useQuery({ ...getGradesQueryOptions(bookingType, parkCode), enabled });
}
