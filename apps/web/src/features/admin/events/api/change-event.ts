import { type TEventRequest, ZAdminEventResponse, ZRemoveEventResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
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

/** What else should ask again after a change (the screen's choice: this tab's public calendar). */
export type OnEventsChanged = () => unknown;

/** Every change: the back office's months ask again, and whatever the screen names. */
function useEventChange<V, A>(
  name: string,
  change: (variables: V) => Promise<A>,
  onChanged?: OnEventsChanged,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...eventsKeys.all, name],
    mutationFn: change,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: eventsKeys.all }), onChanged?.()]),
  });
}

export const useCreateEvent = (onChanged?: OnEventsChanged) =>
  useEventChange('create', createEvent, onChanged);
export const useUpdateEvent = (onChanged?: OnEventsChanged) =>
  useEventChange('update', updateEvent, onChanged);
export const useRemoveEvent = (onChanged?: OnEventsChanged) =>
  useEventChange('remove', removeEvent, onChanged);
