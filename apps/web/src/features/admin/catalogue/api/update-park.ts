import { type TUpdateParkRequest, ZAdminParkResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { invalidateParks } from '../../../../reads/catalogue';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['catalogue', 'update-park'],
    mutationFn: updatePark,
    // The back office's lists, and the guests' parks.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
        invalidateParks(queryClient),
      ]),
  });
}
