import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mediaFile, menu, menuItem, siteSetting } from '../../db/schema';

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

  async saveSetting(key: string, value: unknown) {
    await this.db
      .insert(siteSetting)
      .values({ key, value })
      .onConflictDoUpdate({ target: siteSetting.key, set: { value, updatedAt: new Date() } });
  }

  async findMedia(path: string) {
    const [row] = await this.db.select().from(mediaFile).where(eq(mediaFile.path, path));
    return row;
  }
}
