import type { FormEventHandler, ReactNode } from 'react';
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
  saved,
  failure,
  failureTitle,
  failureTakesFocus = false,
  submitLabel,
  busy = false,
  busyText,
  submitVariant,
  otherAction,
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
