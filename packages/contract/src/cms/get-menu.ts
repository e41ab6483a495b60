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

// The menus' ids live apart from the schemas: the web's home page reads them without loading zod.
export { HIDDEN_MENU_POST_NAME, MENU_IDS } from './menu-ids';
