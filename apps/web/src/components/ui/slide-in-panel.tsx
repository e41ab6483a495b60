import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styles from './slide-in-panel.module.css';

export type SlideInPanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The panel's heading and accessible name. */
  title: string;
  children: ReactNode;
  /** Shown at the foot of the panel, for example a "Show results" button. */
  footer?: ReactNode;
};

/** A modal panel that slides in from the side of a small screen: focus trapped, Escape closes. */
export function SlideInPanel({ open, onOpenChange, title, children, footer }: SlideInPanelProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.panel} aria-describedby={undefined}>
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label="Close">
              <svg aria-hidden="true" viewBox="0 0 24 24" className={styles.closeIcon} focusable="false">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </Dialog.Close>
          </div>
          <div className={styles.body}>{children}</div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
