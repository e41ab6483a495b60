import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import styles from './tabs.module.css';

export type TabItem<K extends string> = {
  key: K;
  label: ReactNode;
  /** A tab that cannot be chosen yet (a wizard step not reached). */
  disabled?: boolean;
};

export type TabsProps<K extends string> = {
  /** Names the tab list for assistive technology. */
  label: string;
  idPrefix: string;
  tabs: TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /** The selected tab's panel. */
  children: ReactNode;
};

/**
 * WAI-ARIA tabs (automatic activation): arrow keys, Home and End move between the tabs that can
 * be chosen; only the selected tab's panel is rendered.
 */
export function Tabs<K extends string>({
  label,
  idPrefix,
  tabs,
  selected,
  onSelect,
  children,
}: TabsProps<K>) {
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const tabId = (key: K) => `${idPrefix}-tab-${key}`;
  const panelId = `${idPrefix}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = tabs.filter((tab) => !tab.disabled);
    const at = enabled.findIndex((tab) => tab.key === selected);
    let next: number | undefined;
    if (event.key === 'ArrowRight') next = (at + 1) % enabled.length;
    else if (event.key === 'ArrowLeft') next = (at - 1 + enabled.length) % enabled.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = enabled.length - 1;
    const target = next === undefined ? undefined : enabled[next];
    if (!target) return;
    event.preventDefault();
    onSelect(target.key);
    refs.current.get(target.key)?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={(node) => {
                if (node) refs.current.set(tab.key, node);
                else refs.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId : undefined}
              tabIndex={isSelected ? 0 : -1}
              disabled={tab.disabled}
              className={styles.tab}
              onClick={() => onSelect(tab.key)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} className={styles.panel}>
        {children}
      </div>
    </div>
  );
}
