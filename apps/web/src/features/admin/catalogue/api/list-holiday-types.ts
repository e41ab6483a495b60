import { ZAdminHolidayTypesResponse } from '@parkstays/contract';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../../lib/api-client';
import { readOptions } from '../../../../lib/query-options';
import { catalogueKeys } from './keys';

/** GET /api/admin/holiday-types: in the order guests see them (admins). */
export function listHolidayTypes(signal?: AbortSignal) {
  return requestData('/api/admin/holiday-types', { auth: true, schema: ZAdminHolidayTypesResponse, signal });
}

export const listHolidayTypesQueryOptions = readOptions(catalogueKeys.holidayTypes, listHolidayTypes);

export function useAdminHolidayTypes() {
  return useQuery(listHolidayTypesQueryOptions());
}
