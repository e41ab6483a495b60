import type { HTMLAttributes } from 'react';
import styles from './toolbar.module.css';

export type ToolbarProps = HTMLAttributes<HTMLDivElement> & {
  /** The first control (a search box) takes the room that is left (the default). */
  growFirst?: boolean;
};

/** Controls above a list (a search, filters, a "New" button) in a row that wraps on a phone. */
export function Toolbar({ growFirst = true, className, ...rest }: ToolbarProps) {
  const classes = [styles.toolbar, growFirst ? styles.growFirst : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return <div className={classes} {...rest} />;
}
