import { ZVisitDeletedResponse } from '@parkstays/contract';
import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/write-options';
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
  return useWrite(['owners', 'delete-visit'], deleteVisit, { onSuccess: [ownerKeys.visits()] });
}
