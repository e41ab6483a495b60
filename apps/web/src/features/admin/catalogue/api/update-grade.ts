import { type TUpdateGradeRequest, ZAdminGradeResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { catalogueKeys } from './keys';

/** PUT /api/admin/grades/{id}: the grade as it is to be, its photos in order. */
export function updateGrade({ id, ...body }: TUpdateGradeRequest & { id: number }) {
  return apiRequest(`/api/admin/grades/${id}`, {
    method: 'PUT',
    auth: true,
    body,
    schema: ZAdminGradeResponse,
  });
}

export function useUpdateGrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['catalogue', 'update-grade'],
    mutationFn: updateGrade,
    onSuccess: (answer) => {
      queryClient.setQueryData(catalogueKeys.grade(answer.data.id), answer.data);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueKeys.grades() }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.parks() }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.holidayTypes() }),
      ]);
    },
  });
}
