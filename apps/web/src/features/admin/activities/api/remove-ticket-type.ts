import { ZAdminActivityResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'activities', 'ticket-type', 'remove'],
    mutationFn: removeTicketType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activitiesKeys.list() }),
  });
}
