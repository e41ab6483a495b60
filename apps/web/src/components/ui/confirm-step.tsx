import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client';
import { Alert, type AlertVariant } from './alert';
import { Button } from './button';
import { FormActions } from './form-actions';
import { Modal, type ModalProps } from './modal';

export type ConfirmStepProps = {
  /** What will happen, and what else to know before it does. */
  children: ReactNode;
  /** Why the last try failed, in red above the buttons. */
  failure?: ReactNode;
  failureTitle?: string;
  /** The failure is news to act on at once: the focus moves to it. */
  failureTakesFocus?: boolean;
  /** The button that does it: its words, and its words while `busy`. */
  confirmLabel: ReactNode;
  onConfirm: () => void;
  busy?: boolean;
  busyText?: string;
  /** The way out without doing it: "Keep it" (the default), "Change the refund"… */
  backLabel?: ReactNode;
  onBack: () => void;
  /** The way back waits while it is being done. */
  backWaits?: boolean;
  className?: string;
  actionsClassName?: string;
};

/** A question before something that cannot be taken back: what will happen, do it, or go back. */
export function ConfirmStep({
  children,
  failure,
  failureTitle,
  failureTakesFocus = false,
  confirmLabel,
  onConfirm,
  busy = false,
  busyText,
  backLabel = 'Keep it',
  onBack,
  backWaits = false,
  className,
  actionsClassName,
}: ConfirmStepProps) {
  return (
    <div className={className}>
      {children}
      {failure ? (
        <Alert variant="error" title={failureTitle} takeFocus={failureTakesFocus}>
          {failure}
        </Alert>
      ) : null}
      <FormActions className={actionsClassName}>
        <Button onClick={onConfirm} busy={busy} busyText={busyText}>
          {confirmLabel}
        </Button>
        <Button variant="secondary" onClick={onBack} disabled={backWaits && busy}>
          {backLabel}
        </Button>
      </FormActions>
    </div>
  );
}

/** A call as a mutation reports it. */
type Call = { isPending: boolean; isError: boolean; error: unknown; reset: () => void };

export type ConfirmDialogProps = Omit<ConfirmStepProps, 'onBack'> &
  Pick<ModalProps, 'open' | 'onClose' | 'title'> & {
    /** The call it makes: busy while it runs, its refusal said above the buttons, forgotten on closing. */
    call?: Call;
    /** The way back; by default it closes the dialog. */
    onBack?: () => void;
  };

/** The question in a dialog of its own: closing it (Escape, Close) is a way back too. */
export function ConfirmDialog({
  open,
  onClose,
  title,
  call,
  busy,
  failure,
  onBack,
  ...step
}: ConfirmDialogProps) {
  const close = () => {
    call?.reset();
    onClose();
  };
  return (
    <Modal open={open} onClose={close} title={title}>
      <ConfirmStep
        {...step}
        busy={busy ?? call?.isPending}
        failure={failure ?? (call?.isError ? errorMessage(call.error) : undefined)}
        onBack={onBack ?? close}
      />
    </Modal>
  );
}

/** The answer once it is done (or refused), and the button that closes the dialog. */
export function DoneStep({
  variant = 'success',
  message,
  onDone,
  className,
  children,
}: {
  variant?: AlertVariant;
  message: ReactNode;
  onDone: () => void;
  className?: string;
  /** What else it did, under the answer. */
  children?: ReactNode;
}) {
  return (
    <div className={className}>
      <Alert variant={variant} takeFocus>
        {message}
      </Alert>
      {children}
      <FormActions>
        <Button onClick={onDone}>Done</Button>
      </FormActions>
    </div>
  );
}
