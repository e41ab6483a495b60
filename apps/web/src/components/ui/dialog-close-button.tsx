import * as Dialog from '@radix-ui/react-dialog';
import styles from './dialog-close-button.module.css';

/** The round "Close" button in the header of a dialog (modal, slide-in panel). */
export function DialogCloseButton() {
  return (
    <Dialog.Close className={styles.close} aria-label="Close">
      <svg aria-hidden="true" viewBox="0 0 24 24" className={styles.icon} focusable="false">
        <path d="M6 6l12 12M18 6L6 18" />
      </svg>
    </Dialog.Close>
  );
}
