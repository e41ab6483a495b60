import { z } from 'zod';
import { MENU_IDS } from '../../cms/menu-ids';
import { ZSuccess, ZSuccessWithMessage } from '../../common/api-error';
import { ZId, ZIdParam } from '../../common/id';
import { ZLink, ZRequiredText } from './content-rules';

/** The menus staff edit, by id, with the names the back office gives them. */
export const EDITABLE_MENUS: readonly { id: number; label: string }[] = [
  { id: MENU_IDS.header, label: 'Header menu' },
  { id: MENU_IDS.unused, label: 'Quick links' },
  { id: MENU_IDS.footer, label: 'Footer menu' },
];

/**
 * The header shows two levels (an item and the items nested under it), so a child item cannot
 * have children of its own: only a top-level item can be a parent.
 */
export const MENU_DEPTH_MAX = 2;

/** One item of a menu as the back office edits it. */
export const ZAdminMenuItem = z.object({
  id: z.number().int(),
  /** The top-level item it is nested under; null at the top level. */
  parent_id: z.number().int().nullable(),
  /** Its place in the whole menu (WordPress's menu_order): parents before their children. */
  position: z.number().int(),
  title: z.string(),
  url: z.string(),
  opens_in_new_tab: z.boolean(),
  /** The page's slug, set from the title when the item is made; the header hides 'my-account'. */
  post_name: z.string(),
});
export type TAdminMenuItem = z.infer<typeof ZAdminMenuItem>;

export const ZAdminMenu = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** Every item, in menu order: each top-level item followed by its children. */
  items: z.array(ZAdminMenuItem),
});
export type TAdminMenu = z.infer<typeof ZAdminMenu>;

/** GET api/admin/menus (admins): menus 4, 5 and 6 as staff edit them. */
export const ZAdminMenusResponse = ZSuccess(z.array(ZAdminMenu));
export type TAdminMenusResponse = z.infer<typeof ZAdminMenusResponse>;

/** Every change answers the whole menu as it now is. */
export const ZAdminMenuResponse = ZSuccessWithMessage(ZAdminMenu);
export type TAdminMenuResponse = z.infer<typeof ZAdminMenuResponse>;

export const ZMenuPathParams = z.object({ menu_id: ZIdParam('Menu id') });
export const ZMenuItemPathParams = z.object({
  menu_id: ZIdParam('Menu id'),
  item_id: ZIdParam('Menu item id'),
});

/**
 * POST api/admin/menus/{menu_id}/items (added at the end of its level) and
 * PUT api/admin/menus/{menu_id}/items/{item_id} (a new parent puts it at the end of that level).
 */
export const ZMenuItemRequest = z.object({
  title: ZRequiredText('Title', 200),
  url: ZLink('Address'),
  opens_in_new_tab: z.boolean({ error: 'opens_in_new_tab must be true or false' }),
  parent_id: ZId('parent_id').nullable(),
});
export type TMenuItemRequest = z.infer<typeof ZMenuItemRequest>;
export type TMenuItemRequestInput = z.input<typeof ZMenuItemRequest>;

/** POST api/admin/menus/{menu_id}/items/{item_id}/move: one place up or down among its siblings. */
export const ZMoveMenuItemRequest = z.object({
  direction: z.enum(['up', 'down'], { error: "direction must be 'up' or 'down'" }),
});
export type TMoveMenuItemRequest = z.infer<typeof ZMoveMenuItemRequest>;

/** The post_name a new item gets from its title: "Spring Offers!" → "spring-offers". */
export function slugOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200)
    .replace(/-+$/, '');
  return slug || 'item';
}
