import { HIDDEN_MENU_POST_NAME, type TMenuItem } from '@parkstays/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { decodeEntities } from '../../lib/html';
import styles from './header.module.css';

/** Menu 4 without the item the user menu replaces. */
export function visibleItems(items: TMenuItem[] | undefined): TMenuItem[] {
  return (items ?? []).filter((item) => item.post_name !== HIDDEN_MENU_POST_NAME);
}

/** An address on this site: one path, not another origin (`//host`) nor a scheme. */
const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//');

function MenuLink({
  item,
  className,
  onNavigate,
}: {
  item: TMenuItem;
  className?: string;
  onNavigate?: () => void;
}) {
  const external = item.target === '_blank';
  // A page of this site (the events calendar) opens in the app, without loading the site again.
  if (!external && isSitePath(item.url)) {
    return (
      <Link to={item.url} className={className} onClick={onNavigate}>
        {decodeEntities(item.title)}
      </Link>
    );
  }
  return (
    <a
      href={item.url}
      className={className}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      onClick={onNavigate}
    >
      {decodeEntities(item.title)}
    </a>
  );
}

/** A top-level item with child items: a disclosure button and its list (Escape or a click away closes). */
function Dropdown({ item }: { item: TMenuItem }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const ref = useRef<HTMLLIElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    <li
      ref={ref}
      className={styles.navItem}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          ref.current?.querySelector('button')?.focus();
        }
      }}
      onBlur={(event) => {
        if (!ref.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        type="button"
        className={styles.navLink}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {decodeEntities(item.title)}
        <svg aria-hidden="true" viewBox="0 0 24 24" className={styles.chevron} focusable="false">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </button>
      <ul id={listId} className={styles.dropdown} hidden={!open}>
        {item.child_items?.map((child) => (
          <li key={child.ID}>
            <MenuLink item={child} className={styles.dropdownLink} onNavigate={() => setOpen(false)} />
          </li>
        ))}
      </ul>
    </li>
  );
}

export function DesktopNav({ items }: { items: TMenuItem[] }) {
  return (
    <nav aria-label="Main" className={styles.desktopNav}>
      <ul className={styles.navList}>
        {items.map((item) =>
          item.child_items?.length ? (
            <Dropdown key={item.ID} item={item} />
          ) : (
            <li key={item.ID} className={styles.navItem}>
              <MenuLink item={item} className={styles.navLink} />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

/** The drawer's version: every level listed, child items indented under their parent. */
export function MobileNavList({ items, onNavigate }: { items: TMenuItem[]; onNavigate: () => void }) {
  return (
    <ul className={styles.drawerList}>
      {items.map((item) => (
        <li key={item.ID}>
          {item.child_items?.length ? (
            <>
              <span className={styles.drawerGroup}>{decodeEntities(item.title)}</span>
              <ul className={styles.drawerSubList}>
                {item.child_items.map((child) => (
                  <li key={child.ID}>
                    <MenuLink item={child} className={styles.drawerLink} onNavigate={onNavigate} />
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <MenuLink item={item} className={styles.drawerLink} onNavigate={onNavigate} />
          )}
        </li>
      ))}
    </ul>
  );
}
