import type { HTMLAttributes } from 'react';
import styles from './panel.module.css';

export type PanelProps = HTMLAttributes<HTMLElement> & {
  /** The element: a `section` for a part of the page with its own heading. */
  as?: 'div' | 'section';
};

/** A white card on the page's grey, holding one part of the page. */
export function Panel({ as: Element = 'div', className, ...rest }: PanelProps) {
  return <Element className={className ? `${styles.panel} ${className}` : styles.panel} {...rest} />;
}
