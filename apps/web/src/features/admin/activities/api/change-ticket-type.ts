import { type TTicketTypeChange, ZAdminActivityResponse } from '@parkstays/contract';
import { apiRequest } from '../../../../lib/api-client';
import { useWrite } from '../../../../lib/write-options';
import { activitiesKeys } from './keys';

/** PATCH /api/admin/activities/{id}/ticket-types/{type}: a new name or price, for tickets sold from now on. */
export function changeTicketType({
  activityId,
  id,
  body,
}: {
  activityId: number;
  id: number;
  body: TTicketTypeChange;
}) {
  return apiRequest(`/api/admin/activities/${activityId}/ticket-types/${id}`, {
    method: 'PATCH',
    auth: true,
    body,
    schema: ZAdminActivityResponse,
  });
}

export function useChangeTicketType() {
  return useWrite(['admin', 'activities', 'ticket-type', 'change'], changeTicketType, {
    onSuccess: [activitiesKeys.list()],
  });
}
