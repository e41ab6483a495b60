import { ZAdminGradeDetailResponse } from '@parkstays/contract';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../../lib/api-client';
import { readOptions } from '../../../../lib/query-options';
import { catalogueKeys } from './keys';

/** GET /api/admin/grades/{id}: a grade with its features, photos and units (admins). */
export function getGrade(id: number, signal?: AbortSignal) {
  return requestData(`/api/admin/grades/${id}`, { auth: true, schema: ZAdminGradeDetailResponse, signal });
}

export const getGradeQueryOptions = readOptions(catalogueKeys.grade, getGrade);

export function useAdminGrade(id: number) {
  return useQuery(getGradeQueryOptions(id));
}
