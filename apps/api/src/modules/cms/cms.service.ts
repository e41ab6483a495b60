import { type TMenu, type TMenuItem, type TSiteSettings, ZSiteSettings } from '@parkstays/contract';
import type { MenuItemRow } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { StaffService } from '../staff/staff.service';
import type { CmsRepository } from './cms.repository';

const SETTINGS_TTL_MS = 30_000;

/** Nests flat rows into the WordPress shape: children under child_items, in menu order. */
export function toMenuTree(rows: MenuItemRow[]): TMenuItem[] {
  const toItem = (row: MenuItemRow): TMenuItem => {
    const children = rows.filter((child) => child.parentId === row.id).map(toItem);
    return {
      ID: row.id,
      menu_order: row.position,
      menu_item_parent: String(row.parentId ?? 0),
      post_name: row.postName,
      title: row.title,
      url: row.url,
      target: row.target,
      ...(children.length ? { child_items: children } : {}),
    };
  };
  return rows.filter((row) => row.parentId === null).map(toItem);
}

export class CmsService {
  private settings: { value: TSiteSettings; loadedAt: number } | undefined;

  constructor(
    private readonly repository: CmsRepository,
    /** Records what staff change, in the change's own transaction. */
    private readonly audit: Pick<StaffService, 'recordChange'>,
  ) {}

  async menu(id: number): Promise<TMenu> {
    const found = await this.repository.findMenu(id);
    if (!found) throw notFound('Menu not found');
    return {
      term_id: found.id,
      name: found.name,
      slug: found.slug,
      count: found.items.length,
      items: toMenuTree(found.items),
    };
  }

  /** The settings, read at most every 30 s: every page asks for them. */
  async siteSettings(): Promise<TSiteSettings> {
    if (this.settings && Date.now() - this.settings.loadedAt < SETTINGS_TTL_MS) return this.settings.value;
    const rows = await this.repository.listSettings();
    const value = ZSiteSettings.parse(Object.fromEntries(rows.map((row) => [row.key, row.value])));
    this.settings = { value, loadedAt: Date.now() };
    return value;
  }

  /** A member of staff switches maintenance mode on or off; the audit log records it with the change. */
  async setMaintenance(on: boolean, by: { staffUserId: number }): Promise<TSiteSettings> {
    await this.repository.saveSetting('maintenance_mode', on, (tx, before) =>
      this.audit.recordChange(tx, {
        staffUserId: by.staffUserId,
        action: 'maintenance_mode.switch',
        entityType: 'site_setting',
        entityId: 'maintenance_mode',
        before,
        after: on,
      }),
    );
    this.settings = undefined;
    return this.siteSettings();
  }

  async media(path: string) {
    const found = await this.repository.findMedia(path);
    if (!found) throw notFound('Image not found');
    return found;
  }
}
