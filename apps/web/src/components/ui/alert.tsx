import { type ReactNode, useEffect, useRef } from 'react';
import { focusElement } from '../../lib/focus';
import styles from './alert.module.css';

export type AlertVariant = 'success' | 'error' | 'warning' | 'info';

export type AlertProps = {
  variant: AlertVariant;
  title?: string;
  /** Move the focus to the alert when it appears (news the user must act on, such as a declined card). */
  takeFocus?: boolean;
  children: ReactNode;
};

/** A banner: success (green), error (red), warning (orange, used for sign-in failures), info. */
export function Alert({ variant, title, takeFocus = false, children }: AlertProps) {
  const urgent = variant === 'error' || variant === 'warning';
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (takeFocus) focusElement(ref.current);
  }, [takeFocus]);

  return (
    <div
      ref={ref}
      className={`${styles.alert} ${styles[variant]}`}
      role={urgent ? 'alert' : 'status'}
      data-variant={variant}
    >
      {title ? <p className={styles.title}>{title}</p> : null}
      <div className={styles.body}>{children}</div>
    </div>
  );
}
