import { ZAdminActivityResponse } from '@parkstays/contract';
import { apiRequest } from '../../../../lib/api-client';
import { useWrite } from '../../../../lib/write-options';
import { activitiesKeys } from './keys';

/** DELETE /api/admin/activities/{id}/ticket-types/{type}: 409 TICKET_TYPE_SOLD once any was sold. */
export function removeTicketType({ activityId, id }: { activityId: number; id: number }) {
  return apiRequest(`/api/admin/activities/${activityId}/ticket-types/${id}`, {
    method: 'DELETE',
    auth: true,
    schema: ZAdminActivityResponse,
  });
}

export function useRemoveTicketType() {
  return useWrite(['admin', 'activities', 'ticket-type', 'remove'], removeTicketType, {
    onSuccess: [activitiesKeys.list()],
  });
}
