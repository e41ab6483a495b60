import { ZAdminMenusResponse } from '@parkstays/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { contentKeys } from './keys';

/** GET /api/admin/menus: menus 4, 5 and 6 with every item in menu order (admins). */
export async function listAdminMenus(signal?: AbortSignal) {
  const answer = await apiRequest('/api/admin/menus', { auth: true, schema: ZAdminMenusResponse, signal });
  return answer.data;
}

export function listAdminMenusQueryOptions() {
  return queryOptions({ queryKey: contentKeys.menus(), queryFn: ({ signal }) => listAdminMenus(signal) });
}

export function useAdminMenus() {
  return useQuery(listAdminMenusQueryOptions());
}
