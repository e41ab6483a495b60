import type { HTMLAttributes } from 'react';
import styles from './fact-list.module.css';

export type FactListProps = HTMLAttributes<HTMLDListElement> & {
  /** Closer rows and columns, for a list inside a small card. */
  compact?: boolean;
  /** Long values (reference numbers, addresses) break anywhere rather than run out of the box. */
  breakValues?: boolean;
  /** On a phone each label sits above its value. */
  stackOnPhone?: boolean;
};

/** A description list of facts: each <dt> label beside its <dd> value, the labels in bold. */
export function FactList({ compact, breakValues, stackOnPhone, className, ...rest }: FactListProps) {
  const classes = [
    styles.facts,
    compact ? styles.compact : '',
    breakValues ? styles.breakValues : '',
    stackOnPhone ? styles.stackOnPhone : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return <dl className={classes} {...rest} />;
}
