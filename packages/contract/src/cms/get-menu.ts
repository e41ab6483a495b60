import { z } from 'zod';
import { ZIdParam } from '../common/id';

/** One item of a WordPress nav menu, as the WP REST API menus plugin (menus/v1) serves it. */
export type TMenuItem = {
  ID: number;
  menu_order: number;
  menu_item_parent: string;
  post_name: string;
  title: string;
  url: string;
  target: string;
  child_items?: TMenuItem[];
};

export const ZMenuItem: z.ZodType<TMenuItem> = z.lazy(() =>
  z.object({
    ID: z.number().int(),
    menu_order: z.number().int(),
    menu_item_parent: z.string(),
    post_name: z.string(),
    title: z.string(),
    url: z.string(),
    target: z.string(),
    child_items: z.array(ZMenuItem).optional(),
  }),
);

/** GET /wp-json/menus/v1/menus/{id} */
export const ZMenuParams = z.object({
  id: ZIdParam('Menu id'),
});

export const ZMenu = z.object({
  term_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  count: z.number().int(),
  items: z.array(ZMenuItem),
});
export type TMenu = z.infer<typeof ZMenu>;

/** The header's menu, the footer's links, and a third menu the first version fetched but never used. */
export const MENU_IDS = { header: 4, unused: 5, footer: 6 } as const;

/** The header hides this item: the user menu replaces it. */
export const HIDDEN_MENU_POST_NAME = 'my-account';
