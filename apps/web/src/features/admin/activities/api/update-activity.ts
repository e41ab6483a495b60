import { type TActivityForm, ZAdminActivityResponse } from '@parkstays/contract';
import { apiRequest } from '../../../../lib/api-client';
import { useWrite } from '../../../../lib/write-options';
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
  return useWrite(['admin', 'activities', 'update'], updateActivity, { onSuccess: [activitiesKeys.list()] });
}
