import { ZMenu } from 'virtual:contract-answers';
import type { MENU_IDS } from '@parkstays/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readOptions } from '../../../lib/query-options';
import { useSiteSettings } from '../../../reads/site-settings';
import { cmsKeys } from './keys';

export type MenuId = (typeof MENU_IDS)[keyof typeof MENU_IDS];

/** The menus live on the website host: this origin's /wp-json, or `menu_host_url` when set. */
export function menuUrl(id: MenuId, menuHostUrl: string) {
  const host = menuHostUrl.trim().replace(/\/+$/, '');
  return `${host}/wp-json/menus/v1/menus/${id}`;
}

/** GET {host}/wp-json/menus/v1/menus/{id} (WordPress menus shape). */
export function getMenu(id: MenuId, menuHostUrl: string, signal?: AbortSignal) {
  return apiRequest(menuUrl(id, menuHostUrl), { schema: ZMenu, signal });
}

// Staff edit it: an open tab asks again after a minute (a 304 when unchanged); a page load always asks.
export const getMenuQueryOptions = readOptions(cmsKeys.menu, getMenu, { staleTime: 60 * 1000 });

/** Waits for the site settings to know the host; if they fail, this origin serves the menu. */
export function useMenu(id: MenuId) {
  const settings = useSiteSettings();
  const host = settings.data?.menu_host_url ?? '';
  return useQuery({ ...getMenuQueryOptions(id, host), enabled: !settings.isPending });
}

/** After staff change a menu: this tab's header and footer ask for their menus again. */
export function refreshMenus(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    queryKey: cmsKeys.all,
    predicate: (query) => query.queryKey[1] === 'menu',
  });
}
