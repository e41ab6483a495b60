import { ZAdminMenusResponse } from '@parkstays/contract';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../../lib/api-client';
import { readOptions } from '../../../../lib/query-options';
import { contentKeys } from './keys';

/** GET /api/admin/menus: menus 4, 5 and 6 with every item in menu order (admins). */
export function listAdminMenus(signal?: AbortSignal) {
  return requestData('/api/admin/menus', { auth: true, schema: ZAdminMenusResponse, signal });
}

export const listAdminMenusQueryOptions = readOptions(contentKeys.menus, listAdminMenus);

export function useAdminMenus() {
  return useQuery(listAdminMenusQueryOptions());
}
