import { type TActivityForm, ZAdminActivityResponse } from '@parkstays/contract';
import { apiRequest } from '../../../../lib/api-client';
import { useWrite } from '../../../../lib/write-options';
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
  return useWrite(['admin', 'activities', 'create'], createActivity, { onSuccess: [activitiesKeys.list()] });
}
