import { type TCreateGradeRequest, ZAdminGradeResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { catalogueKeys } from './keys';

/** POST /api/admin/grades: 409 naming the field when another grade has the code. */
export function createGrade(body: TCreateGradeRequest) {
  return apiRequest('/api/admin/grades', { method: 'POST', auth: true, body, schema: ZAdminGradeResponse });
}

export function useCreateGrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['catalogue', 'create-grade'],
    mutationFn: createGrade,
    onSuccess: (answer) => {
      queryClient.setQueryData(catalogueKeys.grade(answer.data.id), answer.data);
      return queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
    },
  });
}
