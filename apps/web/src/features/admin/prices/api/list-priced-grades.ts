import { ZPricedGradesResponse } from '@parkstays/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { pricesKeys } from './keys';

/** GET /api/admin/prices/grades: every grade with its park and holiday type. */
export async function listPricedGrades(signal?: AbortSignal) {
  return (await apiRequest('/api/admin/prices/grades', { auth: true, schema: ZPricedGradesResponse, signal }))
    .data;
}

export function listPricedGradesQueryOptions() {
  return queryOptions({ queryKey: pricesKeys.grades(), queryFn: ({ signal }) => listPricedGrades(signal) });
}

export function usePricedGrades() {
  return useQuery(listPricedGradesQueryOptions());
}
