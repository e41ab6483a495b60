import { type TUpdateHolidayTypeRequest, ZAdminHolidayTypeResponse } from '@parkstays/contract';
import { apiRequest } from '../../../../lib/api-client';
import { useWrite } from '../../../../lib/write-options';
import { holidayTypesKeys } from '../../../../reads/catalogue';
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
  return useWrite(['catalogue', 'update-holiday-type'], updateHolidayType, {
    // The back office's lists, and the guests' holiday types.
    onSuccess: [catalogueKeys.all, holidayTypesKeys.all],
  });
}
