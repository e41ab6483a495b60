import { ZAdminGradesResponse } from '@parkstays/contract';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../../lib/api-client';
import { readOptions } from '../../../../lib/query-options';
import { catalogueKeys } from './keys';

/** GET /api/admin/grades: every grade in the order guests see them (admins). */
export function listGrades(signal?: AbortSignal) {
  return requestData('/api/admin/grades', { auth: true, schema: ZAdminGradesResponse, signal });
}

export const listGradesQueryOptions = readOptions(catalogueKeys.grades, listGrades);

export function useAdminGrades() {
  return useQuery(listGradesQueryOptions());
}
