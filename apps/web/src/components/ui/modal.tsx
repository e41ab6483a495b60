import type { ReactNode } from 'react';
import { LazyDialog } from './lazy-dialog';
import styles from './modal.module.css';
import { useReturnFocus } from './use-return-focus';

export type ModalProps = {
  open: boolean;
  onClose: () => void;
  /** Shown as the dialog's heading and used as its accessible name. */
  title: string;
  /** Hide the title visually (it still names the dialog). */
  hideTitle?: boolean;
  /** `wide` for content-rich popups such as an accommodation's details. */
  size?: 'default' | 'wide';
  /** Where the focus goes back to on closing; by default the control focused when it opened. */
  returnFocusTo?: HTMLElement | null;
  children: ReactNode;
};

/**
 * A modal dialog: titled, focus trapped, closes on Escape, outside click or the Close button, and
 * hands the focus back to the control that opened it. Its code loads when it first opens.
 */
export function Modal({
  open,
  onClose,
  title,
  hideTitle = false,
  size = 'default',
  returnFocusTo,
  children,
}: ModalProps) {
  const onCloseAutoFocus = useReturnFocus(open, returnFocusTo);
  return (
    <LazyDialog open={open}>
      {(Dialog) => (
        <Dialog.Root
          open={open}
          onOpenChange={(next) => {
            if (!next) onClose();
          }}
        >
          <Dialog.Portal>
            <Dialog.Overlay className={styles.overlay} />
            <Dialog.Content
              className={`${styles.content} ${size === 'wide' ? styles.wide : ''}`}
              aria-describedby={undefined}
              onCloseAutoFocus={onCloseAutoFocus}
            >
              <div className={styles.header}>
                <Dialog.Title className={hideTitle ? 'visually-hidden' : styles.title}>{title}</Dialog.Title>
                <Dialog.CloseButton />
              </div>
              <div className={styles.body}>{children}</div>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      )}
    </LazyDialog>
  );
}
