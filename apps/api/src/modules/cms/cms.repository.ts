import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type Listening, listenOn } from '../../db/notifications';
import { mediaFile, menu, menuItem, siteSetting } from '../../db/schema';

/**
 * Where a change to the site's content (settings, menus) is announced, by the changing transaction
 * itself: it arrives at every API process when that transaction commits, and never if it rolls back.
 */
export const CONTENT_CHANNEL = 'parkstays_content';

/** Announces, inside `tx`, that `what` changed ('settings', 'menu 4'…): heard by every process at commit. */
export async function announceContentChange(tx: Database, what: string) {
  await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${what})`);
}

export class CmsRepository {
  constructor(private readonly db: Database) {}

  async findMenu(id: number) {
    const [row] = await this.db.select().from(menu).where(eq(menu.id, id));
    if (!row) return undefined;
    const items = await this.db
      .select()
      .from(menuItem)
      .where(eq(menuItem.menuId, id))
      .orderBy(asc(menuItem.position), asc(menuItem.id));
    return { ...row, items };
  }

  async listSettings() {
    return this.db.select({ key: siteSetting.key, value: siteSetting.value }).from(siteSetting);
  }

  /**
   * Sets a setting and, in the same transaction, runs `alsoInTransaction` with the value it had
   * (undefined when it had none): a staff change's audit entry commits with the change or not at all.
   */
  async saveSetting(
    key: string,
    value: unknown,
    alsoInTransaction?: (tx: Database, before: unknown) => Promise<void>,
  ) {
    await this.db.transaction(async (tx) => {
      // Locked, so two staff switching at once each record the value the other left.
      const [current] = await tx
        .select({ value: siteSetting.value })
        .from(siteSetting)
        .where(eq(siteSetting.key, key))
        .for('update');
      await tx
        .insert(siteSetting)
        .values({ key, value })
        .onConflictDoUpdate({ target: siteSetting.key, set: { value, updatedAt: new Date() } });
      await alsoInTransaction?.(tx as unknown as Database, current?.value);
      await announceContentChange(tx as unknown as Database, 'settings');
    });
  }

  /** Hears every content change any process commits (CONTENT_CHANNEL). */
  watchContent(onMessage: (what: string) => void, onLost: (error: unknown) => void): Promise<Listening> {
    return listenOn(this.db, CONTENT_CHANNEL, onMessage, onLost);
  }

  async findMedia(path: string) {
    const [row] = await this.db.select().from(mediaFile).where(eq(mediaFile.path, path));
    return row;
  }
}
