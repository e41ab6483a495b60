import { useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../../../lib/api-client';
import { newIdempotencyKey } from '../../../../lib/idempotency-key';

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
