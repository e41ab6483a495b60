import { type TActivityForm, ZAdminActivityResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { activitiesKeys } from './keys';

/** POST /api/admin/activities: 409 ACTIVITY_CODE_TAKEN (naming activity_code) for a code in use. */
export function createActivity(body: TActivityForm) {
  return apiRequest('/api/admin/activities', {
    method: 'POST',
    auth: true,
    body,
    schema: ZAdminActivityResponse,
  });
}

export function useCreateActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'activities', 'create'],
    mutationFn: createActivity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activitiesKeys.list() }),
  });
}
