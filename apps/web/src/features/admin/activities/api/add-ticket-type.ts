import { type TTicketTypeRequest, ZAdminActivityResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'activities', 'ticket-type', 'add'],
    mutationFn: addTicketType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activitiesKeys.list() }),
  });
}
