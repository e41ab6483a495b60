import type { FormEventHandler, ReactNode } from 'react';
import { type CallState, failureWithoutField } from '../../lib/call-failure';
import { Alert } from './alert';
import { Button, type ButtonVariant } from './button';
import { ErrorSummary, type ErrorSummaryProps } from './error-summary';
import { FormActions } from './form-actions';

/** A button beside the one that sends: "Cancel", "Clear", "Keep the booking"… */
export type FormFrameOtherAction = { label: ReactNode; onClick: () => void; disabled?: boolean };

export type FormFrameProps = {
  /** The form's accessible name. */
  label?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The error summary's rows and its focus key (`useFormFields(…).summary`). */
  summary: Pick<ErrorSummaryProps, 'errors' | 'focusKey'>;
  /** Words above the summary: the facts the form acts on. */
  intro?: ReactNode;
  /**
   * The call that sends the form: the button is busy while it runs, and a refusal that names no
   * field is said above the questions (`busy` and `failure` say otherwise).
   */
  call?: CallState & { isPending: boolean };
  /** What the server said once saved, in green above the questions. */
  saved?: ReactNode;
  /** A refusal no field can show (fields show their own), in red above the questions. */
  failure?: ReactNode;
  /** The refusal's heading, such as "The event was not saved". */
  failureTitle?: string;
  /** The refusal is news to act on at once: the focus moves to it. */
  failureTakesFocus?: boolean;
  /** The button that sends the form: its words, and its words while `busy`. */
  submitLabel: ReactNode;
  busy?: boolean;
  busyText?: string;
  submitVariant?: ButtonVariant;
  /** A secondary button after the one that sends. */
  otherAction?: FormFrameOtherAction;
  /** Adds a Cancel button (when there is no `otherAction`). */
  onCancel?: () => void;
  className?: string;
  actionsClassName?: string;
  children: ReactNode;
};

/**
 * A form's frame, GOV.UK-style: the error summary at the top, the server's answer that no field
 * can show, the questions, then the button that sends (and one other, such as Cancel).
 */
export function FormFrame({
  label,
  onSubmit,
  summary,
  intro,
  call,
  saved,
  failure = call ? failureWithoutField(call) : undefined,
  failureTitle,
  failureTakesFocus = false,
  submitLabel,
  busy = call?.isPending ?? false,
  busyText,
  submitVariant,
  onCancel,
  otherAction = onCancel ? { label: 'Cancel', onClick: onCancel } : undefined,
  className,
  actionsClassName,
  children,
}: FormFrameProps) {
  return (
    <form className={className} onSubmit={onSubmit} noValidate aria-label={label}>
      {intro}
      <ErrorSummary {...summary} />
      {saved ? <Alert variant="success">{saved}</Alert> : null}
      {failure ? (
        <Alert variant="error" title={failureTitle} takeFocus={failureTakesFocus}>
          {failure}
        </Alert>
      ) : null}
      {children}
      <FormActions className={actionsClassName}>
        <Button type="submit" variant={submitVariant} busy={busy} busyText={busyText}>
          {submitLabel}
        </Button>
        {otherAction ? (
          <Button variant="secondary" onClick={otherAction.onClick} disabled={otherAction.disabled}>
            {otherAction.label}
          </Button>
        ) : null}
      </FormActions>
    </form>
  );
}
