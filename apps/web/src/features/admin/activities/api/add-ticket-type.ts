import { type TTicketTypeRequest, ZAdminActivityResponse } from '@parkstays/contract';
import { apiRequest } from '../../../../lib/api-client';
import { useWrite } from '../../../../lib/write-options';
import { activitiesKeys } from './keys';

/** POST /api/admin/activities/{id}/ticket-types: 409 TICKET_TYPE_CODE_TAKEN for a code it has. */
export function addTicketType({ activityId, body }: { activityId: number; body: TTicketTypeRequest }) {
  return apiRequest(`/api/admin/activities/${activityId}/ticket-types`, {
    method: 'POST',
    auth: true,
    body,
    schema: ZAdminActivityResponse,
  });
}

export function useAddTicketType() {
  return useWrite(['admin', 'activities', 'ticket-type', 'add'], addTicketType, {
    onSuccess: [activitiesKeys.list()],
  });
}
