import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { type MenuItemRow, menu, menuItem, siteSetting } from '../../../db/schema';
import { announceContentChange } from '../../cms/cms.repository';

/** An item of a menu as it is to be after a change: `id` null for a new one. */
export type MenuItemDraft = {
  id: number | null;
  parentId: number | null;
  title: string;
  url: string;
  postName: string;
  target: string;
};

export type MenuRow = typeof menu.$inferSelect;

/** The back office's writes to the site's content (admins): menus' items and site settings. */
export class ContentRepository {
  constructor(private readonly db: Database) {}

  async listMenus(ids: readonly number[]) {
    const menus = await this.db
      .select()
      .from(menu)
      .where(inArray(menu.id, [...ids]))
      .orderBy(asc(menu.id));
    const items = menus.length
      ? await this.db
          .select()
          .from(menuItem)
          .where(
            inArray(
              menuItem.menuId,
              menus.map((m) => m.id),
            ),
          )
          .orderBy(asc(menuItem.position), asc(menuItem.id))
      : [];
    return menus.map((m) => ({ ...m, items: items.filter((item) => item.menuId === m.id) }));
  }

  /**
   * Changes a menu in one transaction, its row locked so two changes to one menu take turns.
   * `edit` gets its items in menu order and answers every item as it is to be, in the new order
   * (or throws to change nothing); items left out are removed, items without an id added, and
   * every item's position is numbered afresh from 1. `alsoInTransaction` then runs with the items
   * before and after (the audit entry), and the change is announced to every process.
   * Undefined when there is no such menu.
   */
  async editMenu<T>(
    menuId: number,
    edit: (items: MenuItemRow[]) => { drafts: MenuItemDraft[]; result: T },
    alsoInTransaction: (
      tx: Database,
      change: { before: MenuItemRow[]; after: MenuItemRow[]; result: T },
    ) => Promise<void>,
  ): Promise<{ menu: MenuRow; items: MenuItemRow[]; result: T } | undefined> {
    return this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const [locked] = await tx.select().from(menu).where(eq(menu.id, menuId)).for('update');
      if (!locked) return undefined;
      const before = await this.itemsOf(tx, menuId);
      const { drafts, result } = edit(before);
      const kept = new Set(drafts.flatMap((draft) => (draft.id === null ? [] : [draft.id])));
      const removed = before.filter((item) => !kept.has(item.id)).map((item) => item.id);
      if (removed.length) await tx.delete(menuItem).where(inArray(menuItem.id, removed));
      const byId = new Map(before.map((item) => [item.id, item]));
      for (const [index, draft] of drafts.entries()) {
        const values = {
          parentId: draft.parentId,
          position: index + 1,
          title: draft.title,
          url: draft.url,
          postName: draft.postName,
          target: draft.target,
        };
        if (draft.id === null) {
          await tx.insert(menuItem).values({ menuId, ...values });
          continue;
        }
        const current = byId.get(draft.id);
        const same =
          current &&
          (Object.keys(values) as (keyof typeof values)[]).every((key) => current[key] === values[key]);
        if (!same) await tx.update(menuItem).set(values).where(eq(menuItem.id, draft.id));
      }
      const after = await this.itemsOf(tx, menuId);
      await alsoInTransaction(tx, { before, after, result });
      await announceContentChange(tx, `menu ${menuId}`);
      return { menu: locked, items: after, result };
    });
  }

  private itemsOf(tx: Database, menuId: number) {
    return tx
      .select()
      .from(menuItem)
      .where(eq(menuItem.menuId, menuId))
      .orderBy(asc(menuItem.position), asc(menuItem.id));
  }

  /**
   * Sets the settings in `values` in one transaction, their rows locked (two admins saving at once
   * each record the value the other left), then runs `alsoInTransaction` with each one's value
   * before (undefined when it had none) and announces the change to every process.
   */
  async saveSettings(
    values: Record<string, unknown>,
    alsoInTransaction: (tx: Database, before: Record<string, unknown>) => Promise<void>,
  ) {
    const keys = Object.keys(values);
    if (keys.length === 0) return;
    await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const current = await tx
        .select({ key: siteSetting.key, value: siteSetting.value })
        .from(siteSetting)
        .where(inArray(siteSetting.key, keys))
        .orderBy(asc(siteSetting.key))
        .for('update');
      const before = Object.fromEntries(current.map((row) => [row.key, row.value]));
      for (const key of keys) {
        const value = values[key];
        await tx
          .insert(siteSetting)
          .values({ key, value })
          .onConflictDoUpdate({ target: siteSetting.key, set: { value, updatedAt: new Date() } });
      }
      await alsoInTransaction(tx, before);
      await announceContentChange(tx, 'settings');
    });
  }
}
