import { ZAdminHolidayTypesResponse } from '@parkstays/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { catalogueKeys } from './keys';

/** GET /api/admin/holiday-types: in the order guests see them (admins). */
export async function listHolidayTypes(signal?: AbortSignal) {
  return (
    await apiRequest('/api/admin/holiday-types', { auth: true, schema: ZAdminHolidayTypesResponse, signal })
  ).data;
}

export function listHolidayTypesQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.holidayTypes(),
    queryFn: ({ signal }) => listHolidayTypes(signal),
  });
}

export function useAdminHolidayTypes() {
  return useQuery(listHolidayTypesQueryOptions());
}
