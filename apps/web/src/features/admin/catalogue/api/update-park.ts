import { type TUpdateParkRequest, ZAdminParkResponse } from '@parkstays/contract';
import { apiRequest } from '../../../../lib/api-client';
import { useWrite } from '../../../../lib/write-options';
import { parksKeys } from '../../../../reads/catalogue';
import { catalogueKeys } from './keys';

/** PUT /api/admin/parks/{id}: the park as it is to be. */
export function updatePark({ id, ...body }: TUpdateParkRequest & { id: number }) {
  return apiRequest(`/api/admin/parks/${id}`, {
    method: 'PUT',
    auth: true,
    body,
    schema: ZAdminParkResponse,
  });
}

export function useUpdatePark() {
  return useWrite(['catalogue', 'update-park'], updatePark, {
    // The back office's lists, and the guests' parks.
    onSuccess: [catalogueKeys.all, parksKeys.all],
  });
}
