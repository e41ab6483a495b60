import {
  type TAdminMenu,
  type TAdminMenuResponse,
  type TMenuItemRequest,
  type TMoveMenuItemRequest,
  ZAdminMenuResponse,
} from '@parkstays/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { cmsAdminKeys } from './admin-keys';
import { cmsKeys } from './keys';

/**
 * The four changes to a menu's items (admins). Each answers the whole menu as it now is: the back
 * office shows that at once, and this tab's header and footer ask for their menus again.
 */

/** POST /api/admin/menus/:menu_id/items. */
export function addMenuItem({ menuId, item }: { menuId: number; item: TMenuItemRequest }) {
  return apiRequest(`/api/admin/menus/${menuId}/items`, {
    method: 'POST',
    auth: true,
    body: item,
    schema: ZAdminMenuResponse,
  });
}

/** PUT /api/admin/menus/:menu_id/items/:item_id: title, address, new tab, parent. */
export function updateMenuItem({
  menuId,
  itemId,
  item,
}: {
  menuId: number;
  itemId: number;
  item: TMenuItemRequest;
}) {
  return apiRequest(`/api/admin/menus/${menuId}/items/${itemId}`, {
    method: 'PUT',
    auth: true,
    body: item,
    schema: ZAdminMenuResponse,
  });
}

/** POST /api/admin/menus/:menu_id/items/:item_id/move: one place up or down among its siblings. */
export function moveMenuItem({
  menuId,
  itemId,
  direction,
}: { menuId: number; itemId: number } & TMoveMenuItemRequest) {
  return apiRequest(`/api/admin/menus/${menuId}/items/${itemId}/move`, {
    method: 'POST',
    auth: true,
    body: { direction },
    schema: ZAdminMenuResponse,
  });
}

/** DELETE /api/admin/menus/:menu_id/items/:item_id: items under it move up to the top level. */
export function removeMenuItem({ menuId, itemId }: { menuId: number; itemId: number }) {
  return apiRequest(`/api/admin/menus/${menuId}/items/${itemId}`, {
    method: 'DELETE',
    auth: true,
    schema: ZAdminMenuResponse,
  });
}

function showMenu(queryClient: QueryClient, answer: TAdminMenuResponse) {
  queryClient.setQueryData<TAdminMenu[]>(cmsAdminKeys.menus(), (menus) =>
    menus?.map((menu) => (menu.id === answer.data.id ? answer.data : menu)),
  );
  // This tab's header and footer read the public menus: they ask again.
  return queryClient.invalidateQueries({
    queryKey: cmsKeys.all,
    predicate: (query) => query.queryKey[1] === 'menu',
  });
}

function useMenuChange<V>(name: string, change: (variables: V) => Promise<TAdminMenuResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['cms', 'menu', name],
    mutationFn: change,
    onSuccess: (answer) => showMenu(queryClient, answer),
  });
}

export const useAddMenuItem = () => useMenuChange('add', addMenuItem);
export const useUpdateMenuItem = () => useMenuChange('update', updateMenuItem);
export const useMoveMenuItem = () => useMenuChange('move', moveMenuItem);
export const useRemoveMenuItem = () => useMenuChange('remove', removeMenuItem);
