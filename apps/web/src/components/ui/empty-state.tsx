import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

export type EmptyStateProps = {
  /** A heading for a whole list's empty state ("No bookings match"); none for a line. */
  title?: ReactNode;
  /** The heading's level where the page's outline needs another than h2. */
  headingLevel?: 2 | 3 | 4;
  /** What to do next: a button or a link under the words. */
  action?: ReactNode;
  /**
   * `line`: muted words in a list's place; `box`: the same in a dashed box; `panel`: a heading,
   * words and an action in a dashed panel, for a screen's main list.
   */
  variant?: 'line' | 'box' | 'panel';
  children?: ReactNode;
  className?: string;
};

/** What an empty list says instead, and what to do next. */
export function EmptyState({
  title,
  headingLevel = 2,
  action,
  variant = title ? 'panel' : 'line',
  children,
  className,
}: EmptyStateProps) {
  const classes = [styles.empty, styles[variant], className ?? ''].filter(Boolean).join(' ');
  if (!title && !action && variant !== 'panel') return <p className={classes}>{children}</p>;
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={classes}>
      {title ? <Heading className={styles.title}>{title}</Heading> : null}
      {typeof children === 'string' ? <p className={styles.text}>{children}</p> : children}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
