import { ZForgotPasswordRequest } from '@parkstays/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { EmailField } from '../../../components/ui/person-fields';
import { errorMessage } from '../../../lib/api-client';
import { formResolver, useFormFields } from '../../../lib/forms';
import { useForgotPassword } from '../api/forgot-password';
import styles from './forms.module.css';

const FIELDS = ['email'] as const;

export function ForgotPasswordForm({
  idPrefix,
  focusFirstField = false,
}: {
  idPrefix: string;
  focusFirstField?: boolean;
}) {
  const forgot = useForgotPassword();
  const form = useForm({ resolver: formResolver(ZForgotPasswordRequest), defaultValues: { email: '' } });
  const { handleSubmit, setFocus } = form;
  const fields = useFormFields(form, { idPrefix, fields: FIELDS });

  useEffect(() => {
    if (focusFirstField) setFocus('email');
  }, [focusFirstField, setFocus]);

  const onSubmit = handleSubmit((values) => {
    forgot.mutate(values, { onError: fields.showServerErrors });
  });

  return (
    <form onSubmit={onSubmit} noValidate className={styles.form} aria-label="Forgotten password">
      <p className={styles.intro}>
        Enter the email address you signed up with and we will send you a reset link.
      </p>
      <ErrorSummary {...fields.summary} />
      {forgot.isSuccess ? (
        <Alert variant={forgot.data.success ? 'success' : 'error'}>{forgot.data.message}</Alert>
      ) : null}
      {forgot.isError ? <Alert variant="error">{errorMessage(forgot.error)}</Alert> : null}
      <EmailField {...fields.field('email', { label: 'Email' })} />
      <Button type="submit" block busy={forgot.isPending} busyText="Processing">
        Send reset link
      </Button>
    </form>
  );
}
