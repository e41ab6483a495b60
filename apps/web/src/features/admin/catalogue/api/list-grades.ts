import { ZAdminGradesResponse } from '@parkstays/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { catalogueKeys } from './keys';

/** GET /api/admin/grades: every grade in the order guests see them (admins). */
export async function listGrades(signal?: AbortSignal) {
  return (await apiRequest('/api/admin/grades', { auth: true, schema: ZAdminGradesResponse, signal })).data;
}

export function listGradesQueryOptions() {
  return queryOptions({ queryKey: catalogueKeys.grades(), queryFn: ({ signal }) => listGrades(signal) });
}

export function useAdminGrades() {
  return useQuery(listGradesQueryOptions());
}
