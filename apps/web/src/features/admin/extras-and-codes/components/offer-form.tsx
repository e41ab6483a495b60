import type { FormEventHandler, ReactNode } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { ErrorSummary, type ErrorSummaryProps } from '../../../../components/ui/error-summary';
import { FormActions } from '../../../../components/ui/form-actions';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import styles from './offers.module.css';

/**
 * The frame of the extra and code forms: the error summary, a failure the fields cannot show, the
 * questions, and the button that saves.
 */
export function OfferForm(props: {
  label: string;
  summary: Pick<ErrorSummaryProps, 'errors' | 'focusKey'>;
  saving: { isPending: boolean; isError: boolean; error: unknown };
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitText: string;
  children: ReactNode;
}) {
  const { saving } = props;
  const unexplained = saving.isError && !(saving.error instanceof ApiError && saving.error.errors.length > 0);
  return (
    <form className={styles.form} onSubmit={props.onSubmit} noValidate aria-label={props.label}>
      <ErrorSummary {...props.summary} />
      {unexplained ? <Alert variant="error">{errorMessage(saving.error)}</Alert> : null}
      {props.children}
      <FormActions className={styles.submit}>
        <Button type="submit" busy={saving.isPending} busyText="Saving">
          {props.submitText}
        </Button>
      </FormActions>
    </form>
  );
}
