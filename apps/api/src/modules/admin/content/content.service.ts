import {
  EDITABLE_MENUS,
  SITE_SETTING_LABELS,
  slugOf,
  type TAdminMenu,
  type TAdminMenuItem,
  type TMenuItemRequest,
  type TMoveMenuItemRequest,
  type TSiteSettings,
  type TSiteSettingsFields,
  type TUpdateSiteSettingsRequest,
} from '@parkstays/contract';
import type { MenuItemRow } from '../../../db/schema';
import { badRequest, notFound } from '../../../http/errors';
import type { AuditService } from '../../audit/audit.service';
import type { CmsService } from '../../cms/cms.service';
import type { ContentRepository, MenuItemDraft, MenuRow } from './content.repository';

const NEW_TAB = '_blank';

/** A top-level item and the items nested under it, in menu order. */
type Branch = { item: MenuItemDraft; children: MenuItemDraft[] };

const toDraft = (row: MenuItemRow): MenuItemDraft => ({
  id: row.id,
  parentId: row.parentId,
  title: row.title,
  url: row.url,
  postName: row.postName,
  target: row.target,
});

/**
 * A menu's items (in position order) as branches. The header shows two levels, so an item whose
 * parent is not a top-level item of this menu is read as a top-level item.
 */
function branchesOf(items: MenuItemRow[]): Branch[] {
  const topIds = new Set(items.filter((item) => item.parentId === null).map((item) => item.id));
  const isTop = (item: MenuItemRow) => item.parentId === null || !topIds.has(item.parentId);
  const branches = items
    .filter(isTop)
    .map((item) => ({ item: { ...toDraft(item), parentId: null }, children: [] as MenuItemDraft[] }));
  const byId = new Map(branches.map((branch) => [branch.item.id, branch]));
  for (const item of items) {
    if (!isTop(item)) byId.get(item.parentId)?.children.push(toDraft(item));
  }
  return branches;
}

const flatten = (branches: Branch[]): MenuItemDraft[] =>
  branches.flatMap((branch) => [
    { ...branch.item, parentId: null },
    ...branch.children.map((child) => ({ ...child, parentId: branch.item.id })),
  ]);

function toAdminItem(row: MenuItemRow): TAdminMenuItem {
  return {
    id: row.id,
    parent_id: row.parentId,
    position: row.position,
    title: row.title,
    url: row.url,
    opens_in_new_tab: row.target === NEW_TAB,
    post_name: row.postName,
  };
}

/** What an audit entry keeps of an item. */
const audited = (row: MenuItemRow) => ({
  menu_id: row.menuId,
  title: row.title,
  url: row.url,
  opens_in_new_tab: row.target === NEW_TAB,
  parent_id: row.parentId,
  position: row.position,
});

const quoted = (title: string) => `“${title}”`;

/** "the main phone number, the address and the awards". */
function listInWords(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

export type ContentOptions = {
  repository: ContentRepository;
  audit: Pick<AuditService, 'recordChange'>;
  /** The settings as guests read them, and the word that a change was made here. */
  content: Pick<CmsService, 'siteSettings' | 'contentChanged'>;
};

/**
 * The site's content as staff edit it (decision 041, admins): the items of menus 4, 5 and 6 (title,
 * address, new tab, order, nesting) and the site settings. Each change is audited in its own
 * transaction and announced to every API process as it commits, so guests see it on their next
 * page load; the public menus answer keeps the WordPress shape.
 */
export class ContentService {
  constructor(private readonly options: ContentOptions) {}

  private label(menuId: number) {
    const editable = EDITABLE_MENUS.find((m) => m.id === menuId);
    if (!editable) throw notFound('No menu the back office edits has that number');
    return editable.label;
  }

  private toAdminMenu(menu: MenuRow, items: MenuItemRow[]): TAdminMenu {
    return { id: menu.id, name: menu.name, slug: menu.slug, items: items.map(toAdminItem) };
  }

  async menus(): Promise<TAdminMenu[]> {
    const menus = await this.options.repository.listMenus(EDITABLE_MENUS.map((m) => m.id));
    return menus.map((menu) => this.toAdminMenu(menu, menu.items));
  }

  /** Runs a change of a menu, audits it, and answers the menu as it now is. */
  private async change(
    staffUserId: number,
    menuId: number,
    edit: (branches: Branch[]) => { branches: Branch[]; itemId: number | null; action: string },
    message: (item: MenuItemRow | undefined) => string,
  ): Promise<{ menu: TAdminMenu; message: string }> {
    this.label(menuId);
    let itemId: number | undefined;
    const changed = await this.options.repository.editMenu(
      menuId,
      (items) => {
        const result = edit(branchesOf(items));
        return { drafts: flatten(result.branches), result };
      },
      async (tx, { before, after, result }) => {
        const beforeIds = new Set(before.map((item) => item.id));
        // A new item is the one that was not there before.
        itemId = result.itemId ?? after.find((item) => !beforeIds.has(item.id))?.id;
        const was = before.find((item) => item.id === itemId);
        const now = after.find((item) => item.id === itemId);
        await this.options.audit.recordChange(tx, {
          staffUserId,
          action: result.action,
          entityType: 'menu_item',
          entityId: itemId ?? 0,
          before: was ? audited(was) : null,
          after: now ? audited(now) : null,
        });
        // Items a removal lifted to the top level changed too.
        for (const item of after) {
          const old = before.find((row) => row.id === item.id);
          if (item.id !== itemId && old && old.parentId !== item.parentId)
            await this.options.audit.recordChange(tx, {
              staffUserId,
              action: 'menu_item.lift',
              entityType: 'menu_item',
              entityId: item.id,
              before: audited(old),
              after: audited(item),
            });
        }
      },
    );
    if (!changed) throw notFound('Menu not found');
    this.options.content.contentChanged();
    return {
      menu: this.toAdminMenu(changed.menu, changed.items),
      message: message(changed.items.find((row) => row.id === itemId)),
    };
  }

  /** The parent an item may be nested under: a top-level item of the same menu, or none. */
  private parentFor(branches: Branch[], parentId: number | null, itemId?: number): Branch | null {
    if (parentId === null) return null;
    const field = (message: string) => badRequest(message, [{ field: 'parent_id', message }]);
    if (parentId === itemId) throw field('An item cannot be nested under itself');
    const parent = branches.find((branch) => branch.item.id === parentId);
    if (parent) return parent;
    if (branches.some((branch) => branch.children.some((child) => child.id === parentId)))
      throw field('Items nest one level deep: choose a top-level item as the parent');
    throw field('No item of this menu has that number');
  }

  async addItem(staffUserId: number, menuId: number, input: TMenuItemRequest) {
    return this.change(
      staffUserId,
      menuId,
      (branches) => {
        const parent = this.parentFor(branches, input.parent_id);
        const added: MenuItemDraft = {
          id: null,
          parentId: parent?.item.id ?? null,
          title: input.title,
          url: input.url,
          postName: slugOf(input.title),
          target: input.opens_in_new_tab ? NEW_TAB : '',
        };
        if (parent) parent.children.push(added);
        else branches.push({ item: added, children: [] });
        return { branches, itemId: null, action: 'menu_item.add' };
      },
      (item) => `${quoted(item?.title ?? '')} is added to the ${this.label(menuId).toLowerCase()}.`,
    );
  }

  /** New title, address, tab or parent; a new parent puts the item at the end of that level. */
  async updateItem(staffUserId: number, menuId: number, itemId: number, input: TMenuItemRequest) {
    return this.change(
      staffUserId,
      menuId,
      (branches) => {
        const found = locate(branches, itemId);
        const parent = this.parentFor(branches, input.parent_id, itemId);
        const draft = found.draft;
        if (parent && found.branch?.item === draft && found.branch.children.length > 0) {
          const message = `${quoted(draft.title)} has items nested under it: move them out first`;
          throw badRequest(message, [{ field: 'parent_id', message }]);
        }
        Object.assign(draft, {
          title: input.title,
          url: input.url,
          target: input.opens_in_new_tab ? NEW_TAB : '',
        });
        const parentBefore = found.parent?.item.id ?? null;
        const parentAfter = parent?.item.id ?? null;
        if (parentBefore !== parentAfter) {
          found.siblings.splice(found.index, 1);
          if (parent) parent.children.push(draft);
          else branches.push({ item: draft, children: [] });
        }
        return { branches, itemId, action: 'menu_item.change' };
      },
      (item) => `${quoted(item?.title ?? '')} is saved.`,
    );
  }

  /** One place up or down among the items of its level (its children move with it). */
  async moveItem(staffUserId: number, menuId: number, itemId: number, { direction }: TMoveMenuItemRequest) {
    return this.change(
      staffUserId,
      menuId,
      (branches) => {
        const found = locate(branches, itemId);
        const to = found.index + (direction === 'up' ? -1 : 1);
        if (to < 0 || to >= found.siblings.length) {
          const message = `${quoted(found.draft.title)} is ${direction === 'up' ? 'first' : 'last'} at its level already`;
          throw badRequest(message, [{ field: 'direction', message }]);
        }
        const siblings = found.siblings as unknown[];
        [siblings[found.index], siblings[to]] = [siblings[to], siblings[found.index]];
        return { branches, itemId, action: 'menu_item.move' };
      },
      (item) => `${quoted(item?.title ?? '')} is moved ${direction}.`,
    );
  }

  /** Removes an item; items nested under it move up to the top level, where it was. */
  async removeItem(staffUserId: number, menuId: number, itemId: number) {
    let title = '';
    return this.change(
      staffUserId,
      menuId,
      (branches) => {
        const found = locate(branches, itemId);
        title = found.draft.title;
        if (found.parent) found.parent.children.splice(found.index, 1);
        else {
          const lifted =
            found.branch?.children.map((child) => ({ item: { ...child, parentId: null }, children: [] })) ??
            [];
          branches.splice(found.index, 1, ...lifted);
        }
        return { branches, itemId, action: 'menu_item.remove' };
      },
      () => `${quoted(title)} is removed from the ${this.label(menuId).toLowerCase()}.`,
    );
  }

  /** Saves the settings given (the rest stay), auditing each that changed; answers them all. */
  async updateSettings(
    staffUserId: number,
    changes: TUpdateSiteSettingsRequest,
  ): Promise<{ settings: TSiteSettings; message: string }> {
    const changed: (keyof TSiteSettingsFields)[] = [];
    await this.options.repository.saveSettings(changes, async (tx, before) => {
      for (const [key, value] of Object.entries(changes) as [keyof TSiteSettingsFields, unknown][]) {
        if (JSON.stringify(before[key]) === JSON.stringify(value)) continue;
        changed.push(key);
        await this.options.audit.recordChange(tx, {
          staffUserId,
          action: 'site_setting.change',
          entityType: 'site_setting',
          entityId: key,
          before: before[key] ?? null,
          after: value,
        });
      }
    });
    this.options.content.contentChanged();
    const settings = await this.options.content.siteSettings();
    const words = changed.map((key) => `the ${SITE_SETTING_LABELS[key]}`);
    const message = words.length
      ? `Saved: ${listInWords(words)}. Guests see it on their next page.`
      : 'Nothing had changed.';
    return { settings, message };
  }
}

/** Where an item is among the branches: its draft, the list it is in and its place there. */
function locate(branches: Branch[], itemId: number) {
  for (const [index, branch] of branches.entries()) {
    if (branch.item.id === itemId)
      return { draft: branch.item, branch, parent: undefined, siblings: branches, index };
    const at = branch.children.findIndex((child) => child.id === itemId);
    if (at >= 0)
      return {
        draft: branch.children[at]!,
        branch: undefined,
        parent: branch,
        siblings: branch.children,
        index: at,
      };
  }
  throw notFound('This menu has no item with that number');
}
