import {
  type TGoogleTag,
  type TMenu,
  type TMenuItem,
  type TSiteSettings,
  ZStoredSiteSettings,
} from '@parkstays/contract';
import type { Listening } from '../../db/notifications';
import type { MenuItemRow } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { AuditService } from '../audit/audit.service';
import type { CmsRepository } from './cms.repository';

const SETTINGS_TTL_MS = 30_000;
/** How soon this process tries to listen again after losing the connection that hears changes. */
const LISTEN_RETRY_MS = 5_000;

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

export type CmsServiceOptions = {
  /** A problem worth a warning: the connection that hears content changes went, or would not open. */
  onError?: (error: unknown, what: string) => void;
  /** The analytics tag the server is configured with (GOOGLE_TAG_ID); every settings answer names it. */
  googleTag?: TGoogleTag;
};

/**
 * The site's content: menus, settings, images. The settings are kept in memory (every page and
 * every search asks for them), but only while this process hears every change to them: each
 * change announces itself on CONTENT_CHANNEL as it commits, in whichever process made it, and
 * hearing it drops the kept copy. Without that connection (lost, or not yet open) every read goes
 * to the database, so no process ever shows a setting another has changed (decision 041).
 */
export class CmsService {
  private settings: { value: TSiteSettings; loadedAt: number } | undefined;
  /** Bumped by every change made or heard: a read that began before one is not kept. */
  private generation = 0;
  private listening: Listening | undefined;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly repository: CmsRepository,
    /** Records what staff change, in the change's own transaction. */
    private readonly audit: Pick<AuditService, 'recordChange'>,
    private readonly options: CmsServiceOptions = {},
  ) {}

  /** Starts hearing content changes (the app calls it once it is ready). */
  async start() {
    this.closed = false;
    await this.listen();
  }

  async close() {
    this.closed = true;
    clearTimeout(this.retry);
    const listening = this.listening;
    this.listening = undefined;
    await listening?.close();
  }

  private async listen() {
    if (this.closed || this.listening) return;
    try {
      const listening = await this.repository.watchContent(
        () => this.contentChanged(),
        (error) => {
          this.listening = undefined;
          this.contentChanged();
          this.options.onError?.(error, 'content: lost the connection that hears changes; reading afresh');
          this.listenLater();
        },
      );
      if (this.closed) {
        await listening.close();
        return;
      }
      this.listening = listening;
      // Whatever was read before now may have missed a change: read afresh.
      this.contentChanged();
    } catch (error) {
      this.options.onError?.(error, 'content: could not listen for changes; reading afresh');
      this.listenLater();
    }
  }

  private listenLater() {
    if (this.closed) return;
    clearTimeout(this.retry);
    this.retry = setTimeout(() => void this.listen(), LISTEN_RETRY_MS);
    this.retry.unref();
  }

  /** Content changed (here, or heard from another process): the kept settings are dropped. */
  contentChanged() {
    this.generation += 1;
    this.settings = undefined;
  }

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

  /** The settings: kept for up to 30 s while this process hears every change, else read each time. */
  async siteSettings(): Promise<TSiteSettings> {
    const kept = this.settings;
    if (this.listening && kept && Date.now() - kept.loadedAt < SETTINGS_TTL_MS) return kept.value;
    const generation = this.generation;
    const rows = await this.repository.listSettings();
    const stored = ZStoredSiteSettings.parse(Object.fromEntries(rows.map((row) => [row.key, row.value])));
    const value = { ...stored, google_tag: this.options.googleTag ?? null };
    if (generation === this.generation) this.settings = { value, loadedAt: Date.now() };
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
    this.contentChanged();
    return this.siteSettings();
  }

  async media(path: string) {
    const found = await this.repository.findMedia(path);
    if (!found) throw notFound('Image not found');
    return found;
  }
}
