import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { belongsTo, id } from '../columns';

/** A content-management navigation menu, served in the WordPress menus shape. */
export const menu = pgTable('menu', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  slug: varchar('slug', { length: 100 }).notNull().unique(),
});

export const menuItem = pgTable(
  'menu_item',
  {
    id: id(),
    menuId: belongsTo('menu_id', () => menu.id, 'cascade'),
    parentId: integer('parent_id'),
    position: integer('position').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    url: text('url').notNull(),
    postName: varchar('post_name', { length: 200 }).notNull(),
    target: varchar('target', { length: 20 }).notNull().default(''),
  },
  (table) => [index('menu_item_menu_id_idx').on(table.menuId)],
);

export type MenuItemRow = typeof menuItem.$inferSelect;
