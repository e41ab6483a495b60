import { ZVisitDeletedResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ownerKeys } from './keys';

/** DELETE /api/users/visits/{id}: 409 with a message when the visit has activity bookings. */
export async function deleteVisit(id: number) {
  return apiRequest(`/api/users/visits/${id}`, {
    method: 'DELETE',
    auth: true,
    schema: ZVisitDeletedResponse,
  });
}

/** Cancels a visit, then reloads the visits list. */
export function useDeleteVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['owners', 'delete-visit'],
    mutationFn: deleteVisit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownerKeys.visits() }),
  });
}
