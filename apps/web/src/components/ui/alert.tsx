import type { ReactNode } from 'react';
import styles from './alert.module.css';

export type AlertVariant = 'success' | 'error' | 'warning' | 'info';

export type AlertProps = {
  variant: AlertVariant;
  title?: string;
  children: ReactNode;
};

/** A banner: success (green), error (red), warning (orange, used for sign-in failures), info. */
export function Alert({ variant, title, children }: AlertProps) {
  const urgent = variant === 'error' || variant === 'warning';
  return (
    <div
      className={`${styles.alert} ${styles[variant]}`}
      role={urgent ? 'alert' : 'status'}
      data-variant={variant}
    >
      {title ? <p className={styles.title}>{title}</p> : null}
      <div className={styles.body}>{children}</div>
    </div>
  );
}
