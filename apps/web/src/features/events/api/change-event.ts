import { type TEventRequest, ZAdminEventResponse, ZRemoveEventResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { eventsKeys } from './keys';

/** POST /api/admin/events: adds an event (admins, activities). */
export function createEvent(event: TEventRequest) {
  return apiRequest('/api/admin/events', {
    method: 'POST',
    auth: true,
    body: event,
    schema: ZAdminEventResponse,
  });
}

/** PUT /api/admin/events/:id. */
export function updateEvent({ id, event }: { id: number; event: TEventRequest }) {
  return apiRequest(`/api/admin/events/${id}`, {
    method: 'PUT',
    auth: true,
    body: event,
    schema: ZAdminEventResponse,
  });
}

/** DELETE /api/admin/events/:id. */
export function removeEvent(id: number) {
  return apiRequest(`/api/admin/events/${id}`, {
    method: 'DELETE',
    auth: true,
    schema: ZRemoveEventResponse,
  });
}

/** Every change: the back office's months and this tab's public calendar ask again. */
function useEventChange<V, A>(name: string, change: (variables: V) => Promise<A>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['events', name],
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsKeys.all }),
  });
}

export const useCreateEvent = () => useEventChange('create', createEvent);
export const useUpdateEvent = () => useEventChange('update', updateEvent);
export const useRemoveEvent = () => useEventChange('remove', removeEvent);
