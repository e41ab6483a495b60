import { ZPricedGradesResponse } from '@parkstays/contract';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../../lib/api-client';
import { readOptions } from '../../../../lib/query-options';
import { pricesKeys } from './keys';

/** GET /api/admin/prices/grades: every grade with its park and holiday type. */
export function listPricedGrades(signal?: AbortSignal) {
  return requestData('/api/admin/prices/grades', { auth: true, schema: ZPricedGradesResponse, signal });
}

export const listPricedGradesQueryOptions = readOptions(pricesKeys.grades, listPricedGrades);

export function usePricedGrades() {
  return useQuery(listPricedGradesQueryOptions());
}
