import {
  type TAdminMenu,
  type TAdminMenuResponse,
  type TMenuItemRequest,
  type TMoveMenuItemRequest,
  ZAdminMenuResponse,
} from '@parkstays/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { contentKeys } from './keys';

/**
 * The four changes to a menu's items (admins). Each answers the whole menu as it now is: the back
 * office shows that at once, and the screen says what else asks again (the header and footer).
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

/** What else should ask again after a change (the screen's choice: this tab's header and footer). */
export type OnMenuChanged = () => unknown;

function showMenu(queryClient: QueryClient, answer: TAdminMenuResponse) {
  queryClient.setQueryData<TAdminMenu[]>(contentKeys.menus(), (menus) =>
    menus?.map((menu) => (menu.id === answer.data.id ? answer.data : menu)),
  );
}

function useMenuChange<V>(
  name: string,
  change: (variables: V) => Promise<TAdminMenuResponse>,
  onChanged?: OnMenuChanged,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...contentKeys.all, 'menu', name],
    mutationFn: change,
    onSuccess: (answer) => {
      showMenu(queryClient, answer);
      return onChanged?.();
    },
  });
}

export const useAddMenuItem = (onChanged?: OnMenuChanged) => useMenuChange('add', addMenuItem, onChanged);
export const useUpdateMenuItem = (onChanged?: OnMenuChanged) =>
  useMenuChange('update', updateMenuItem, onChanged);
export const useMoveMenuItem = (onChanged?: OnMenuChanged) => useMenuChange('move', moveMenuItem, onChanged);
export const useRemoveMenuItem = (onChanged?: OnMenuChanged) =>
  useMenuChange('remove', removeMenuItem, onChanged);
