import { type TActivityForm, ZAdminActivityResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { activitiesKeys } from './keys';

/** PUT /api/admin/activities/{id}: the whole activity as the form has it. */
export function updateActivity({ id, body }: { id: number; body: TActivityForm }) {
  return apiRequest(`/api/admin/activities/${id}`, {
    method: 'PUT',
    auth: true,
    body,
    schema: ZAdminActivityResponse,
  });
}

export function useUpdateActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'activities', 'update'],
    mutationFn: updateActivity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activitiesKeys.list() }),
  });
}
