import type { ReactNode } from 'react';
import { LazyDialog } from './lazy-dialog';
import styles from './slide-in-panel.module.css';
import { useReturnFocus } from './use-return-focus';

export type SlideInPanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The panel's heading and accessible name. */
  title: string;
  children: ReactNode;
  /** Shown at the foot of the panel, for example a "Show results" button. */
  footer?: ReactNode;
};

/**
 * A modal panel that slides in from the side of a small screen: focus trapped, Escape closes. Its
 * code loads when it first opens.
 */
export function SlideInPanel({ open, onOpenChange, title, children, footer }: SlideInPanelProps) {
  const onCloseAutoFocus = useReturnFocus(open);
  return (
    <LazyDialog open={open}>
      {(Dialog) => (
        <Dialog.Root open={open} onOpenChange={onOpenChange}>
          <Dialog.Portal>
            <Dialog.Overlay className={styles.overlay} />
            <Dialog.Content
              className={styles.panel}
              aria-describedby={undefined}
              onCloseAutoFocus={onCloseAutoFocus}
            >
              <div className={styles.header}>
                <Dialog.Title className={styles.title}>{title}</Dialog.Title>
                <Dialog.CloseButton />
              </div>
              <div className={styles.body}>{children}</div>
              {footer ? <div className={styles.footer}>{footer}</div> : null}
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      )}
    </LazyDialog>
  );
}
