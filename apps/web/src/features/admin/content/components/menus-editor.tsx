import { EDITABLE_MENUS, type TAdminMenu, type TAdminMenuItem } from '@parkstays/contract';
import { useEffect, useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-step';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Select } from '../../../../components/ui/field';
import { LoadFailed } from '../../../../components/ui/load-failed';
import { LoadingSkeleton } from '../../../../components/ui/read-states';
import { errorMessage } from '../../../../lib/api-client';
import { type OnMenuChanged, useMoveMenuItem, useRemoveMenuItem } from '../api/change-menu';
import { useAdminMenus } from '../api/list-menus';
import styles from './content.module.css';
import { MenuItemDialog } from './menu-item-dialog';

type Branch = { item: TAdminMenuItem; children: TAdminMenuItem[] };

/** A menu's items (in menu order) as top-level items with the items nested under each. */
export function branchesOf(items: TAdminMenuItem[]): Branch[] {
  const branches = items
    .filter((item) => item.parent_id === null)
    .map((item) => ({ item, children: [] as TAdminMenuItem[] }));
  for (const item of items) {
    if (item.parent_id !== null)
      branches.find((branch) => branch.item.id === item.parent_id)?.children.push(item);
  }
  return branches;
}

const moveButtonId = (itemId: number, direction: 'up' | 'down') => `menu-item-${itemId}-${direction}`;

type Editing = { mode: 'add' } | { mode: 'edit'; item: TAdminMenuItem };

/**
 * Menus 4, 5 and 6 as the back office edits them (admins): one menu at a time, each item with its
 * address, moved up or down among the items of its level with buttons (so the keyboard does it as
 * well as the mouse), edited or removed (after a question) in a dialog, and new items added. Each
 * change shows on the site's header or footer on a guest's next page.
 */
export function MenusEditor({ onChanged }: { onChanged?: OnMenuChanged } = {}) {
  const menus = useAdminMenus();
  const [menuId, setMenuId] = useState<number>(EDITABLE_MENUS[0]!.id);
  const [editing, setEditing] = useState<Editing>();
  const [removing, setRemoving] = useState<TAdminMenuItem>();
  const [news, setNews] = useState<string>();
  const [focusAfterMove, setFocusAfterMove] = useState<{ itemId: number; direction: 'up' | 'down' }>();
  const move = useMoveMenuItem(onChanged);
  const remove = useRemoveMenuItem(onChanged);

  // After a move the list is drawn again: the focus stays on the moved item's button, or on its
  // other one when it reached an end of its level.
  useEffect(() => {
    if (!focusAfterMove) return;
    const { itemId, direction } = focusAfterMove;
    const button = document.getElementById(moveButtonId(itemId, direction)) as HTMLButtonElement | null;
    const other = document.getElementById(moveButtonId(itemId, direction === 'up' ? 'down' : 'up'));
    (button && !button.disabled ? button : other)?.focus();
    setFocusAfterMove(undefined);
  }, [focusAfterMove]);

  if (menus.isPending) return <LoadingSkeleton className={styles.loading} label="Loading the menus" />;
  if (menus.isError) return <LoadFailed title="We could not load the menus" query={menus} />;

  const menu: TAdminMenu | undefined = menus.data.find((m) => m.id === menuId);
  const label = EDITABLE_MENUS.find((m) => m.id === menuId)?.label ?? 'Menu';
  const branches = menu ? branchesOf(menu.items) : [];

  const onMove = (item: TAdminMenuItem, direction: 'up' | 'down') => {
    if (move.isPending) return;
    setNews(undefined);
    move.mutate(
      { menuId, itemId: item.id, direction },
      {
        onSuccess: (answer) => {
          setNews(answer.message);
          setFocusAfterMove({ itemId: item.id, direction });
        },
      },
    );
  };

  const row = (item: TAdminMenuItem, index: number, count: number) => (
    <div className={styles.itemRow}>
      <div className={styles.itemText}>
        <span className={styles.itemTitle}>{item.title}</span>
        <span className={styles.itemUrl}>{item.url}</span>
        {item.opens_in_new_tab ? <span className={styles.badge}>Opens in a new tab</span> : null}
      </div>
      <div className={styles.itemActions}>
        <Button
          id={moveButtonId(item.id, 'up')}
          variant="secondary"
          disabled={index === 0}
          onClick={() => onMove(item, 'up')}
        >
          Move up<span className="visually-hidden">{` ${item.title}`}</span>
        </Button>
        <Button
          id={moveButtonId(item.id, 'down')}
          variant="secondary"
          disabled={index === count - 1}
          onClick={() => onMove(item, 'down')}
        >
          Move down<span className="visually-hidden">{` ${item.title}`}</span>
        </Button>
        <Button variant="secondary" onClick={() => setEditing({ mode: 'edit', item })}>
          Edit<span className="visually-hidden">{` ${item.title}`}</span>
        </Button>
        <Button variant="ghost" onClick={() => setRemoving(item)}>
          Remove<span className="visually-hidden">{` ${item.title}`}</span>
        </Button>
      </div>
    </div>
  );

  const removingChildren = removing
    ? (menu?.items.filter((item) => item.parent_id === removing.id).length ?? 0)
    : 0;

  return (
    <div className={styles.editor}>
      <div className={styles.toolbar}>
        <Select
          id="content-menu"
          label="Menu"
          value={String(menuId)}
          onChange={(event) => {
            setMenuId(Number(event.target.value));
            setNews(undefined);
            move.reset();
          }}
          options={EDITABLE_MENUS.map((m) => ({ value: String(m.id), label: `${m.label} (menu ${m.id})` }))}
        />
        <Button onClick={() => setEditing({ mode: 'add' })}>Add an item</Button>
      </div>
      <div aria-live="polite" className={styles.news}>
        {news ? <Alert variant="success">{news}</Alert> : null}
      </div>
      {move.isError ? <Alert variant="error">{errorMessage(move.error)}</Alert> : null}
      {!menu || branches.length === 0 ? (
        <EmptyState>
          The {label.toLowerCase()} has no items yet. Add one: guests see it on their next page.
        </EmptyState>
      ) : (
        <ol className={styles.items} aria-label={`Items of the ${label.toLowerCase()}`}>
          {branches.map((branch, index) => (
            <li key={branch.item.id} className={styles.item}>
              {row(branch.item, index, branches.length)}
              {branch.children.length ? (
                <ol className={styles.children} aria-label={`Items under ${branch.item.title}`}>
                  {branch.children.map((child, childIndex) => (
                    <li key={child.id} className={styles.item}>
                      {row(child, childIndex, branch.children.length)}
                    </li>
                  ))}
                </ol>
              ) : null}
            </li>
          ))}
        </ol>
      )}

      {menu ? (
        <MenuItemDialog
          menu={menu}
          menuLabel={label}
          editing={editing?.mode === 'edit' ? editing.item : undefined}
          open={editing !== undefined}
          onChanged={onChanged}
          onClose={() => setEditing(undefined)}
          onSaved={(message) => {
            setEditing(undefined);
            setNews(message);
          }}
        />
      ) : null}

      <ConfirmDialog
        open={removing !== undefined}
        onClose={() => setRemoving(undefined)}
        call={remove}
        title={`Remove “${removing?.title ?? ''}”?`}
        className={styles.confirm}
        confirmLabel="Remove item"
        onConfirm={() =>
          removing &&
          remove.mutate(
            { menuId, itemId: removing.id },
            {
              onSuccess: (answer) => {
                setRemoving(undefined);
                setNews(answer.message);
              },
            },
          )
        }
        busyText="Removing…"
      >
        <p>
          It goes from the {label.toLowerCase()} for every guest on their next page.
          {removingChildren === 1
            ? ' The item under it moves up to the top level.'
            : removingChildren > 1
              ? ` The ${removingChildren} items under it move up to the top level.`
              : ''}
        </p>
      </ConfirmDialog>
    </div>
  );
}
