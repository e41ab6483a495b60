import type { HTMLAttributes } from 'react';
import styles from './form-actions.module.css';

export type FormActionsProps = HTMLAttributes<HTMLDivElement> & {
  /** `end` puts the buttons at the right (a dialog's foot); `start` (the default) under the fields. */
  align?: 'start' | 'end';
};

/** A form's or a dialog's buttons in a row that wraps: the main one first. */
export function FormActions({ align = 'start', className, ...rest }: FormActionsProps) {
  const classes = [styles.actions, align === 'end' ? styles.end : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return <div className={classes} {...rest} />;
}
