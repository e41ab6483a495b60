import { ZAdminGradeDetailResponse } from '@parkstays/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { catalogueKeys } from './keys';

/** GET /api/admin/grades/{id}: a grade with its features, photos and units (admins). */
export async function getGrade(id: number, signal?: AbortSignal) {
  return (
    await apiRequest(`/api/admin/grades/${id}`, { auth: true, schema: ZAdminGradeDetailResponse, signal })
  ).data;
}

export function getGradeQueryOptions(id: number) {
  return queryOptions({ queryKey: catalogueKeys.grade(id), queryFn: ({ signal }) => getGrade(id, signal) });
}

export function useAdminGrade(id: number) {
  return useQuery(getGradeQueryOptions(id));
}
