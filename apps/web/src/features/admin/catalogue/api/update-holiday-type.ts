import { type TUpdateHolidayTypeRequest, ZAdminHolidayTypeResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { invalidateHolidayTypes } from '../../../../reads/catalogue';
import { catalogueKeys } from './keys';

/** PUT /api/admin/holiday-types/{id}: a new name and place in the order. */
export function updateHolidayType({ id, ...body }: TUpdateHolidayTypeRequest & { id: number }) {
  return apiRequest(`/api/admin/holiday-types/${id}`, {
    method: 'PUT',
    auth: true,
    body,
    schema: ZAdminHolidayTypeResponse,
  });
}

export function useUpdateHolidayType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['catalogue', 'update-holiday-type'],
    mutationFn: updateHolidayType,
    // The back office's lists, and the guests' holiday types.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
        invalidateHolidayTypes(queryClient),
      ]),
  });
}
