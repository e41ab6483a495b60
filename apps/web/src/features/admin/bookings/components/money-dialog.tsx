import { type ReactNode, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Alert, type AlertProps } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { FormActions } from '../../../../components/ui/form-actions';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { newIdempotencyKey } from '../../../../lib/idempotency-key';
import styles from './money-dialog.module.css';

/** An amount and a reason that staff have entered and are asked to confirm before money moves. */
export type MoneyConfirmation = { pence: number; reason: string };

/** True when the server named the fields it refused: those go on the form, not in an alert. */
export const hasFieldErrors = (error: unknown): boolean =>
  error instanceof ApiError && error.errors.length > 0;

/**
 * What the stay's money dialogs (take a payment, refund, cancel) share. Each attempt gets a new
 * Idempotency-Key, so a resend of the same attempt moves money once while a new attempt after a
 * change (or a declined card) is a new one. Closing forgets the attempt, its answer and the form,
 * so the dialog opens clean next time.
 */
export function useMoneyDialog<TForm extends FieldValues>({
  action,
  form,
  onClose,
  resetTo,
}: {
  action: { reset: () => void };
  // biome-ignore lint/suspicious/noExplicitAny: closing only resets the form, whatever it submits.
  form: UseFormReturn<TForm, any, any>;
  onClose: () => void;
  /** The form's values on opening again, where they depend on the stay (default: as first set). */
  resetTo?: () => TForm;
}) {
  const key = useRef('');
  const [confirming, setConfirming] = useState<MoneyConfirmation | undefined>();
  const close = () => {
    setConfirming(undefined);
    action.reset();
    form.reset(resetTo?.());
    onClose();
  };
  /** Starts an attempt: the key its request is sent with, however often. */
  const newAttempt = () => {
    key.current = newIdempotencyKey();
  };
  return { key, newAttempt, close, confirming, setConfirming };
}

/** The answer once money has moved (or not), and a button to close the dialog. */
export function MoneyDone({
  variant,
  message,
  onDone,
}: {
  variant: AlertProps['variant'];
  message: string;
  onDone: () => void;
}) {
  return (
    <div className={styles.form}>
      <Alert variant={variant} takeFocus>
        {message}
      </Alert>
      <FormActions>
        <Button onClick={onDone}>Done</Button>
      </FormActions>
    </div>
  );
}

/**
 * The step between the form and the money moving: what will happen, the server's refusal when it
 * named no field (field errors send staff back to the form), send, and back to the form.
 */
export function MoneyConfirmStep({
  question,
  children,
  error,
  busy,
  busyText,
  sendLabel,
  onSend,
  backLabel,
  onBack,
}: {
  question: ReactNode;
  /** What else staff should know before sending. */
  children: ReactNode;
  error: unknown;
  busy: boolean;
  busyText: string;
  sendLabel: ReactNode;
  onSend: () => void;
  backLabel: string;
  onBack: () => void;
}) {
  return (
    <div className={styles.form}>
      <p className={styles.confirm}>{question}</p>
      {children}
      {error && !hasFieldErrors(error) ? (
        <Alert variant="error" takeFocus>
          {errorMessage(error)}
        </Alert>
      ) : null}
      <FormActions>
        <Button onClick={onSend} busy={busy} busyText={busyText}>
          {sendLabel}
        </Button>
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          {backLabel}
        </Button>
      </FormActions>
    </div>
  );
}
