import { type TCreateParkRequest, ZAdminParkResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { invalidateParks } from '../../../../reads/catalogue';
import { catalogueKeys } from './keys';

/** POST /api/admin/parks: 409 naming the field when another park has the code. */
export function createPark(body: TCreateParkRequest) {
  return apiRequest('/api/admin/parks', { method: 'POST', auth: true, body, schema: ZAdminParkResponse });
}

export function useCreatePark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['catalogue', 'create-park'],
    mutationFn: createPark,
    // The back office's lists, and the guests' parks.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
        invalidateParks(queryClient),
      ]),
  });
}
